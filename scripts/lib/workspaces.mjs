// The monorepo's parts, discovered from the folders (so a new service or remote joins the
// scripts without editing them).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const { workspaceFolders } = createRequire(import.meta.url)('./workspace-folders.cjs');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Workspace folders (relative), as the root package.json lists them (globs expanded). */
export function workspaces() {
  return workspaceFolders();
}

/** The front ends a build produces: the shell and every remote (mfe-*) that has a build script. */
export function frontEnds() {
  return workspaces()
    .filter((ws) => ws === 'shell' || path.basename(ws).startsWith('mfe-'))
    .filter((ws) => Boolean(readJson(path.join(ROOT, ws, 'package.json')).scripts?.build))
    .map((ws) => ({
      workspace: ws,
      // by package name: `-w shell` would also select the nested shell/kit workspace
      packageName: readJson(path.join(ROOT, ws, 'package.json')).name,
      // the file whose presence means "built": the shell's page, a remote's build descriptor
      builtMarker: path.join(ROOT, ws, 'dist', ws === 'shell' ? 'index.html' : 'atlas-remote.json'),
    }));
}

/** services/<name>/src/service.ts files (each exports `definition`); identity first. */
export function serviceModules() {
  const dir = path.join(ROOT, 'services');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'src', 'service.ts')))
    .map((entry) => ({ name: entry.name, file: path.join(dir, entry.name, 'src', 'service.ts') }))
    .sort((a, b) => (a.name === 'identity' ? -1 : b.name === 'identity' ? 1 : a.name.localeCompare(b.name)));
}

/** Workspaces with a jest.config.js. */
export function jestProjects() {
  return workspaces().filter((ws) => existsSync(path.join(ROOT, ws, 'jest.config.js')));
}
