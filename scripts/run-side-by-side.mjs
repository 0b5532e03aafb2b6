// Runs a few commands side by side (CI has two cores, and each check leaves one partly idle), each one's
// output held and printed whole when it ends, so logs never interleave. Exits with the first failure's code
// after every command has finished.
import { spawn } from 'node:child_process';

/**
 * @typedef {{ label: string, command: string, args: string[], env?: NodeJS.ProcessEnv }} Job
 * @param {Job[]} jobs
 * @returns {Promise<number>} 0 when every job passed, otherwise the exit code of the first that failed
 */
export async function runSideBySide(jobs) {
  const results = await Promise.all(
    jobs.map(
      (job) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(job.command, job.args, {
            env: { ...(job.env ?? process.env), FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          const chunks = [];
          child.stdout.on('data', (chunk) => chunks.push(chunk));
          child.stderr.on('data', (chunk) => chunks.push(chunk));
          child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            process.stdout.write(`\n=== ${job.label} (${seconds} s) ===\n`);
            process.stdout.write(Buffer.concat(chunks));
            resolve(code ?? 1);
          });
        }),
    ),
  );
  return results.find((code) => code !== 0) ?? 0;
}

// `node scripts/run-side-by-side.mjs "npm run a" "npm run b"`: each argument is one command, split on spaces.
if (import.meta.url === `file://${process.argv[1]}`) {
  const jobs = process.argv.slice(2).map((line) => {
    const [command = '', ...args] = line.split(' ');
    return { label: line, command, args };
  });
  process.exit(await runSideBySide(jobs));
}
