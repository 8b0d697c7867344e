import fs from 'node:fs';
import path from 'node:path';
import { readRemoteDeclaration, runtimeDeclaration } from '@atlas/shell-kit/build/remote-declaration';
import type { RemoteDescription } from '../federation/remotes';

const ROOT = path.resolve(__dirname, '../../..');

/** The remotes as the gateway manifest would list them: each remote.json of this repository (mfe-<name>), built. */
export function declaredRemotes(): RemoteDescription[] {
  return fs
    .readdirSync(ROOT)
    .filter((folder) => folder.startsWith('mfe-') && fs.existsSync(path.join(ROOT, folder, 'remote.json')))
    .sort()
    .map((folder) => {
      const declaration = readRemoteDeclaration(path.join(ROOT, folder));
      return {
        name: declaration.name,
        entry: `/remotes/${declaration.name}/remoteEntry.js`,
        version: 'test',
        ...runtimeDeclaration(declaration),
      };
    });
}
