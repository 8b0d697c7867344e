#!/usr/bin/env node
// Where a V8 CPU profile (.cpuprofile, from `node --cpu-prof`) spent its time: self time by
// function, by package or file, and inclusive time by function (each sample counted once per
// function on its stack). Idle time is left out of the shares, and so is the start (everything
// before the first second the process spent mostly idle): what is left is the time under load.
//
//   node gateway/bench/profile/summarise.mjs <file.cpuprofile> [rows=25] [filter] [--from=<seconds>]
//   (BENCH_CPU_PROF=<dir> node gateway/bench/proxy.mjs writes the gateway's profile into <dir>)
import { readFileSync } from 'node:fs';

const fromArg = process.argv.find((arg) => arg.startsWith('--from='));
const [file, rowsArg = '25', filter] = process.argv.slice(2).filter((arg) => arg !== fromArg);
if (!file) {
  console.error('usage: summarise.mjs <file.cpuprofile> [rows] [filter]');
  process.exit(2);
}
const rows = Number(rowsArg);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** A package name for node_modules paths, the repository path otherwise, or V8's own label. */
function placeOf(url) {
  if (!url) return '(v8/native)';
  if (url.startsWith('node:')) return url;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules !== -1) {
    const parts = url.slice(modules + 14).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return url.replace(/^file:\/\//, '').replace(/^.*\/main\//, '');
}
const nameOf = ({ callFrame: f }) => `${f.functionName || '(anonymous)'} ${placeOf(f.url)}:${f.lineNumber + 1}`;

const isIdle = (id) => byId.get(id).callFrame.functionName === '(idle)';
let at = 0;
const times = profile.timeDeltas.map((delta) => (at += delta));
/** The first whole second with under 10 % busy samples: the process has started and waits for load. */
function startupEndsAt() {
  for (let second = 0, i = 0; i < times.length; second += 1) {
    let busyCount = 0;
    let count = 0;
    for (; i < times.length && times[i] < (second + 1) * 1e6; i += 1, count += 1) if (!isIdle(profile.samples[i])) busyCount += 1;
    if (count > 0 && busyCount / count < 0.1) return second * 1e6;
  }
  return 0;
}
const from = fromArg ? Number(fromArg.slice(7)) * 1e6 : startupEndsAt();

const selfUs = new Map();
for (let i = 0; i < profile.samples.length; i += 1) {
  if (times[i] < from) continue;
  const id = profile.samples[i];
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const idle = [...selfUs].filter(([id]) => isIdle(id)).reduce((sum, [, us]) => sum + us, 0);
const busy = [...selfUs.values()].reduce((sum, us) => sum + us, 0) - idle;

const selfByFunction = new Map();
const selfByPlace = new Map();
const inclusive = new Map();
for (const [id, us] of selfUs) {
  const node = byId.get(id);
  if (isIdle(id)) continue;
  const name = nameOf(node);
  selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + us);
  const place = placeOf(node.callFrame.url) === '(v8/native)' ? node.callFrame.functionName : placeOf(node.callFrame.url);
  selfByPlace.set(place, (selfByPlace.get(place) ?? 0) + us);
  const seen = new Set();
  for (let current = id; current !== undefined; current = parentOf.get(current)) {
    const key = nameOf(byId.get(current));
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + us);
  }
}

const show = (title, map) => {
  console.log(`\n${title}`);
  const entries = [...map]
    .filter(([key]) => !filter || key.includes(filter))
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows);
  for (const [key, us] of entries)
    console.log(`${((100 * us) / busy).toFixed(1).padStart(6)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`);
};
console.log(
  `${file}: from ${(from / 1e6).toFixed(0)} s (the start left out): ${(busy / 1000).toFixed(0)} ms busy, ${(idle / 1000).toFixed(0)} ms idle`,
);
show('self time by package / file', selfByPlace);
show('self time by function', selfByFunction);
show('inclusive time by function', inclusive);
