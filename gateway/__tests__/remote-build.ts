// A remote's build folder as shell/kit/build/federation.js writes it (the menus remote's), for the
// remote server's tests: written, rewritten as a new version (a new image), removed.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What mfe-menus/remote.json declares for the shell, as its build carries it in atlas-remote.json. */
export const MENUS_DECLARATION = {
  mounts: [{ frame: 'dashboard', module: 'MenusSection', paths: ['menus', 'menus/:siteId', 'menus/:siteId/:menuId'] }],
  sections: [],
  links: [{ section: 'sites', label: 'Menus', path: '/dashboard/menus', order: 30 }],
  crumbs: [{ path: '/dashboard/menus/:siteId/:menuId', api: '/api/menus/:menuId/', field: 'name' }],
};

export interface MenusBuild {
  entry: string;
  version: string;
}

export async function remoteBuildFolder() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atlas-remote-'));
  /** Replaces the folder's content with a build of that version, as a new image would bring it. */
  const deploy = async ({ entry, version }: MenusBuild) => {
    for (const file of await fs.readdir(dir)) await fs.rm(path.join(dir, file), { recursive: true, force: true });
    const description = { name: 'menus', version, entry, ...MENUS_DECLARATION };
    await fs.writeFile(path.join(dir, 'atlas-remote.json'), `${JSON.stringify(description, null, 2)}\n`);
    await fs.writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'menus', metaData: { remoteEntry: { name: entry } } }));
    await fs.writeFile(path.join(dir, entry), `var menus = { version: ${JSON.stringify(version)} }`);
    // a hashed chunk large enough to be compressed
    await fs.writeFile(
      path.join(dir, `412.${version === 'v1' ? '1a2b3c4d' : '5e6f7a8b'}.js`),
      `console.log(${JSON.stringify(version)});\n`.repeat(200),
    );
  };
  return { dir, deploy, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
