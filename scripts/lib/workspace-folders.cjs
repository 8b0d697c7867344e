// The root package.json's workspaces, globs expanded ("services/*", "mfe-*"), as npm reads them:
// a folder is a workspace when it holds a package.json. CommonJS, so jest.config.js can use it too.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');

function expand(pattern) {
  if (!pattern.includes('*')) return [pattern];
  const dir = path.dirname(pattern);
  const matcher = new RegExp(
    `^${path
      .basename(pattern)
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')}$`,
  );
  const base = path.join(ROOT, dir);
  if (!fs.existsSync(base)) return [];
  return fs
    .readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && matcher.test(entry.name))
    .map((entry) => (dir === '.' ? entry.name : `${dir}/${entry.name}`))
    .sort();
}

/** Workspace folders (relative to the root), in the order package.json lists their patterns. */
function workspaceFolders() {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const folders = [];
  for (const pattern of workspaces) {
    for (const folder of expand(pattern)) {
      if (!folders.includes(folder) && fs.existsSync(path.join(ROOT, folder, 'package.json'))) folders.push(folder);
    }
  }
  return folders;
}

module.exports = { ROOT, workspaceFolders };
