#!/usr/bin/env node
// Summarises a V8 .cpuprofile (node --cpu-prof): the functions with the most self time, and self time by where the
// code lives (a dependency, one of our files, Node itself), so a benchmark's profile reads in a terminal.
// Usage: node scripts/cpu-profile-summary.mjs <file.cpuprofile> [top=25]
import fs from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('uso: node scripts/cpu-profile-summary.mjs <ficheiro.cpuprofile> [n]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));

// Self time per node: each sample names the node running; timeDeltas[i] is the time before sample i.
const selfUs = new Map();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

/** Where a frame's code lives: a package of node_modules, a file of ours, or Node/V8. */
function placeOf(url) {
  if (!url) return '(V8/nativo)';
  if (url.startsWith('node:')) return 'node:*';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const ours = url.match(/\/(packages\/[^/]+\/src\/.*)$/);
  return ours ? ours[1] : url;
}

const byFunction = new Map();
const byPlace = new Map();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (!us) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const place = placeOf(url);
  const fn = `${functionName || '(anónima)'}  ${place}:${lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  byPlace.set(place, (byPlace.get(place) ?? 0) + us);
}

const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
const print = (title, map) => {
  console.log(`\n## ${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${pct(us)}  ${name}`);
};
console.log(`${file}: ${(total / 1e6).toFixed(2)} s de amostras`);
print('Tempo próprio por função', byFunction);
print('Tempo próprio por origem', byPlace);
