// A remote declares itself once, in its folder's remote.json: the screens it exposes, where the shell
// mounts them, and what it adds to the dashboard's navigation. The remote's webpack build, the
// gateway's /mf-manifest.json and its client routes all read the declaration through this module;
// the shell receives it in the manifest. Shape (see shell/kit/src/federation/types.ts):
//
//   { name, port?, exposes: { './Screen': './src/screen.tsx' },
//     mounts: [{ frame: 'dashboard' | 'full' | 'public', module: 'Screen', paths: [...], placeholder? }],
//     sections?: [{ id, label, icon, order, matches?, quickActions?: [{ label, path }] }],
//     links?: [{ section, label, path, order }],
//     crumbs?: [{ path: '/dashboard/content/:id', api: '/api/content/:id/', field: 'title' }] }
//
// dashboard paths are relative to /dashboard and render inside the dashboard layout behind the
// login guard; full paths are absolute, full-screen, behind the login guard; public paths are
// absolute, full-screen, open to everyone. A mount with a placeholder shows 'Coming Soon' under that
// title while the remote does not expose its module. A crumb names the breadcrumb at its path (each
// :param an id) by a field of what its API path answers.
const fs = require('fs');
const path = require('path');

const FRAMES = ['dashboard', 'full', 'public'];

function fail(file, message) {
  throw new Error(`${file}: ${message}`);
}

function isText(value) {
  return typeof value === 'string' && value.trim().length > 0;
}

function checkAction(file, where, action) {
  if (!action || !isText(action.label) || !isText(action.path) || !action.path.startsWith('/')) {
    fail(file, `${where} needs a label and an absolute path`);
  }
}

/** Checks a parsed remote.json and returns it; throws an Error naming the file and the fault. */
function validateRemoteDeclaration(value, file = 'remote.json') {
  if (!value || typeof value !== 'object') fail(file, 'must hold an object');
  if (typeof value.name !== 'string' || !/^[a-z][a-z0-9_]*$/.test(value.name)) {
    fail(file, 'name must be lowercase letters, digits or _ (a federation container name)');
  }
  const exposes = value.exposes ?? {};
  for (const [key, target] of Object.entries(exposes)) {
    if (!/^\.\/[A-Za-z][A-Za-z0-9]*$/.test(key) || !isText(target)) fail(file, `exposes "${key}" must map ./Name to a source file`);
  }
  const mounts = value.mounts ?? [];
  if (!Array.isArray(mounts)) fail(file, 'mounts must be a list');
  for (const [index, mount] of mounts.entries()) {
    const where = `mounts[${index}]`;
    if (!FRAMES.includes(mount.frame)) fail(file, `${where}.frame must be one of ${FRAMES.join(', ')}`);
    if (!isText(mount.module)) fail(file, `${where}.module is required`);
    if (!(`./${mount.module}` in exposes) && !isText(mount.placeholder)) {
      fail(file, `${where}.module "${mount.module}" is not exposed (give a placeholder title for a screen still to come)`);
    }
    if (!Array.isArray(mount.paths) || mount.paths.length === 0) fail(file, `${where}.paths must list at least one path`);
    for (const routePath of mount.paths) {
      const absolute = typeof routePath === 'string' && routePath.startsWith('/');
      if (!isText(routePath) || (mount.frame === 'dashboard') === absolute) {
        fail(file, `${where}: "${routePath}" must be ${mount.frame === 'dashboard' ? 'relative to /dashboard' : 'absolute'}`);
      }
    }
  }
  for (const [index, section] of (value.sections ?? []).entries()) {
    const where = `sections[${index}]`;
    if (!isText(section.id) || !isText(section.label) || !isText(section.icon) || typeof section.order !== 'number') {
      fail(file, `${where} needs an id, a label, an icon and an order`);
    }
    for (const match of section.matches ?? [])
      if (!isText(match) || !match.startsWith('/')) fail(file, `${where}.matches must be absolute paths`);
    for (const action of section.quickActions ?? []) checkAction(file, `${where}.quickActions`, action);
  }
  for (const [index, link] of (value.links ?? []).entries()) {
    checkAction(file, `links[${index}]`, link);
    if (!isText(link.section) || typeof link.order !== 'number') fail(file, `links[${index}] needs a section and an order`);
  }
  for (const [index, crumb] of (value.crumbs ?? []).entries()) {
    const where = `crumbs[${index}]`;
    if (!crumb || !isText(crumb.path) || !crumb.path.startsWith('/') || !isText(crumb.field)) {
      fail(file, `${where} needs an absolute path and a field`);
    }
    if (!isText(crumb.api) || !crumb.api.startsWith('/api/')) fail(file, `${where}.api must be a path under /api/`);
    const params = crumb.path.split('/').filter((segment) => segment.startsWith(':'));
    for (const param of crumb.api.split('/').filter((segment) => segment.startsWith(':'))) {
      if (!params.includes(param)) fail(file, `${where}.api uses ${param}, which its path does not have`);
    }
  }
  return value;
}

/** Reads and checks <dir>/remote.json. */
function readRemoteDeclaration(dir) {
  const file = path.join(dir, 'remote.json');
  return validateRemoteDeclaration(JSON.parse(fs.readFileSync(file, 'utf8')), file);
}

/** What of a declaration the shell needs at run time (the manifest's part of it). */
function runtimeDeclaration(declaration) {
  return {
    mounts: declaration.mounts ?? [],
    sections: declaration.sections ?? [],
    links: declaration.links ?? [],
    crumbs: declaration.crumbs ?? [],
  };
}

module.exports = { FRAMES, readRemoteDeclaration, validateRemoteDeclaration, runtimeDeclaration };
