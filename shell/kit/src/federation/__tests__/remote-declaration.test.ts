import fs from 'node:fs';
import path from 'node:path';
import { readRemoteDeclaration, validateRemoteDeclaration } from '../../../build/remote-declaration';

const ROOT = path.resolve(__dirname, '../../../../..');
const remoteFolders = fs
  .readdirSync(ROOT)
  .filter((folder) => folder.startsWith('mfe-') && fs.existsSync(path.join(ROOT, folder, 'package.json')));

describe("a remote's declaration (remote.json)", () => {
  test.each(remoteFolders)('%s declares itself in a valid remote.json', (folder) => {
    const declaration = readRemoteDeclaration(path.join(ROOT, folder));
    expect(declaration.name).toBe(folder.slice('mfe-'.length));
    // every exposed module is a file of the remote
    for (const file of Object.values(declaration.exposes ?? {})) expect(fs.existsSync(path.join(ROOT, folder, file))).toBe(true);
  });

  test('no two remotes mount the same path', () => {
    const seen = new Map<string, string>();
    for (const folder of remoteFolders) {
      for (const mount of readRemoteDeclaration(path.join(ROOT, folder)).mounts ?? []) {
        for (const routePath of mount.paths) {
          const key = mount.frame === 'dashboard' ? `/dashboard/${routePath}` : routePath;
          expect(seen.get(key) ?? folder).toBe(folder);
          seen.set(key, folder);
        }
      }
    }
  });

  const valid = {
    name: 'dummy',
    exposes: { './Screen': './src/screen.tsx' },
    mounts: [{ frame: 'dashboard', module: 'Screen', paths: ['dummy/*'] }],
  };

  test.each([
    [{ ...valid, name: 'Bad Name' }, /name must be lowercase/],
    [{ ...valid, mounts: [{ frame: 'sidebar', module: 'Screen', paths: ['x'] }] }, /frame must be one of dashboard, full, public/],
    [{ ...valid, mounts: [{ frame: 'dashboard', module: 'Missing', paths: ['x'] }] }, /"Missing" is not exposed/],
    [{ ...valid, mounts: [{ frame: 'dashboard', module: 'Screen', paths: ['/dashboard/x'] }] }, /must be relative to \/dashboard/],
    [{ ...valid, mounts: [{ frame: 'full', module: 'Screen', paths: ['builder'] }] }, /must be absolute/],
    [{ ...valid, sections: [{ id: 'x', label: 'X' }] }, /needs an id, a label, an icon and an order/],
    [{ ...valid, links: [{ section: 'x', label: 'X', path: 'relative', order: 1 }] }, /needs a label and an absolute path/],
    [{ ...valid, crumbs: [{ path: '/dashboard/x/:id', api: 'https://elsewhere/x', field: 'name' }] }, /api must be a path under \/api\//],
    [{ ...valid, crumbs: [{ path: '/dashboard/x/:id', api: '/api/x/:xId/', field: 'name' }] }, /uses :xId, which its path does not have/],
    [{ ...valid, crumbs: [{ path: '/dashboard/x/:id', api: '/api/x/:id/' }] }, /needs an absolute path and a field/],
  ])('refuses a faulty declaration with the fault named (%#)', (declaration, message) => {
    expect(() => validateRemoteDeclaration(declaration, 'mfe-dummy/remote.json')).toThrow(message);
  });

  test('accepts a screen still to come when it has a placeholder title', () => {
    expect(() =>
      validateRemoteDeclaration({ ...valid, mounts: [{ frame: 'dashboard', module: 'Later', placeholder: 'Later', paths: ['later'] }] }),
    ).not.toThrow();
  });
});
