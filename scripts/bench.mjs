// npm run bench: runs every benchmark file found (<part>/bench/*.mjs, services/<name>/bench/*.mjs)
// one after the other (they would skew each other in parallel), shows their output live, then
// prints all results together. `npm run bench -- proxy shell` runs only files whose path matches.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/workspaces.mjs';

function benchFiles() {
  const parts = [];
  for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    parts.push(entry.name);
    if (entry.name === 'services' || entry.name === 'shell') {
      for (const inner of readdirSync(path.join(ROOT, entry.name), { withFileTypes: true })) {
        if (inner.isDirectory()) parts.push(path.join(entry.name, inner.name));
      }
    }
  }
  return parts
    .map((part) => path.join(part, 'bench'))
    .filter((dir) => existsSync(path.join(ROOT, dir)))
    .flatMap((dir) =>
      readdirSync(path.join(ROOT, dir))
        .filter((file) => file.endsWith('.mjs'))
        .map((file) => path.join(dir, file)),
    )
    .sort();
}

function runBench(file) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [file], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    child.on('exit', (code) => resolve({ file, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const filters = process.argv.slice(2);
const files = benchFiles().filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)));
if (files.length === 0) {
  console.error('No benchmark files found.');
  process.exit(1);
}
const results = [];
for (const file of files) {
  console.log(`\n>>> ${file}`);
  results.push(await runBench(file));
}

console.log(
  `\n================ Benchmark results (${new Date().toISOString()}, ${(await import('node:os')).cpus().length} cores) ================`,
);
for (const result of results) {
  console.log(`\n--- ${result.file} (${result.seconds.toFixed(0)} s${result.code === 0 ? '' : `, exit code ${result.code}`})`);
  // the last lines carry the figures; progress chatter before them is left to the live output
  const lines = result.output
    .trimEnd()
    .split('\n')
    .filter((line) => !line.startsWith('{"level"'));
  console.log(lines.slice(-25).join('\n'));
}
const failed = results.filter((result) => result.code !== 0);
console.log(
  `\n${results.length - failed.length} of ${results.length} benchmarks completed${failed.length ? `; failed: ${failed.map((r) => r.file).join(', ')}` : ''}`,
);
process.exitCode = failed.length ? 1 : 0;
