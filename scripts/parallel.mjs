// Runs npm scripts side by side, a core each, and prints each one's output whole once it ends (so two
// never interleave). Exits non-zero if any failed. `npm test` runs typecheck and lint this way: each
// is mostly one single-threaded process, and CI has two cores (decision 2001).
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.mjs SCRIPT [SCRIPT...]');
  process.exit(2);
}

const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code) => {
          process.stdout.write(Buffer.concat(output));
          console.info(`[parallel] npm run ${script}: exit ${code} after ${((Date.now() - started) / 1000).toFixed(0)} s`);
          resolve(code);
        });
      }),
  ),
);
process.exit(results.every((code) => code === 0) ? 0 : 1);
