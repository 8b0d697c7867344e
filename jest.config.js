// Every workspace that has a jest.config.js is one project: `npx jest` at the root runs them all,
// `npx jest --selectProjects gateway` (the displayName) or `npx jest <path>` runs a part.
// The shared preset sets rootDir to the working directory (right when jest runs inside a
// workspace); here each project's rootDir is set to its own folder.
const fs = require('node:fs');
const path = require('node:path');

const { workspaceFolders } = require('./scripts/lib/workspace-folders.cjs');

// deploy/ is no workspace (no package) but has tests of its own: the manifests' offline check
const workspaces = [...workspaceFolders(), 'deploy'];

module.exports = {
  // a global option: the projects' own testTimeout (the preset's 30 s) is ignored in a multi-project run
  testTimeout: require('./jest.preset.js').testTimeout,
  projects: workspaces
    .filter((workspace) => fs.existsSync(path.join(__dirname, workspace, 'jest.config.js')))
    .map((workspace) => ({
      displayName: workspace,
      ...require(path.join(__dirname, workspace, 'jest.config.js')),
      rootDir: path.join(__dirname, workspace),
    })),
};
