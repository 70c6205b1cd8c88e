import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command from the repository root, stopping the whole script when it fails. */
export function run(command, args, options = {}) {
  const status = attempt(command, args, options);
  if (status !== 0) process.exit(status);
}

/** Runs a command from the repository root and answers its exit status (0 when it passed). */
export function attempt(command, args, options = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...options.env },
  });
  if (result.status !== 0) console.error(`✗ ${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
  return result.status ?? 1;
}

/**
 * Runs independent commands side by side (each of prettier, eslint and vite keeps one core busy),
 * printing each one's output whole when it ends; stops the whole script when any fails.
 */
export async function runTogether(commands) {
  const results = await Promise.all(
    commands.map(
      ([command, args, options = {}]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, {
            cwd: root,
            ...options,
            env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...options.env },
          });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status, signal) => {
            console.log(`\n▶ ${command} ${args.join(' ')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
            if (output) process.stdout.write(output);
            resolve({ command: `${command} ${args.join(' ')}`, status: status ?? signal });
          });
        }),
    ),
  );
  const failed = results.filter((result) => result.status !== 0);
  for (const { command, status } of failed) console.error(`✗ ${command} failed (${status})`);
  if (failed.length > 0) process.exit(1);
}
