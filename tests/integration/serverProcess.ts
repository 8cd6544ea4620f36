import { spawn, type ChildProcess } from 'node:child_process';

/** `npm start` as a user runs it, in a child process, with its output collected. */
export type ServerProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Starts `npm start` (scripts/start.ts) with `env` over this process's environment. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}
