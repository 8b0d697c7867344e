// npm run build: builds the shell and every remote (each workspace's own `build` script), two at
// a time (two cores). `--missing` builds only those without a dist (what npm start does).
import { existsSync } from 'node:fs';
import { frontEnds } from './lib/workspaces.mjs';
import { pool, run } from './lib/run.mjs';

export async function buildFrontEnds({ onlyMissing = false, parallel = 2 } = {}) {
  const targets = frontEnds().filter((part) => !onlyMissing || !existsSync(part.builtMarker));
  if (targets.length === 0) return [];
  console.log(`Building ${targets.map((part) => part.workspace).join(', ')}`);
  const codes = await pool(targets, parallel, (part) => run('npm', ['run', 'build', '--silent', '-w', part.packageName]));
  const failed = targets.filter((_part, index) => codes[index] !== 0).map((part) => part.workspace);
  return failed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failed = await buildFrontEnds({ onlyMissing: process.argv.includes('--missing') });
  if (failed.length > 0) {
    console.error(`Build failed: ${failed.join(', ')}`);
    process.exit(1);
  }
  console.log('Front ends built.');
}
