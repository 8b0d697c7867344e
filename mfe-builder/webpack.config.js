// The builder remote: what it exposes, mounts and adds to the navigation is declared in remote.json.
module.exports = require('@atlas/shell-kit/build/federation').createRemoteConfig(__dirname);
