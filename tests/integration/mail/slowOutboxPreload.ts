/*
 * Loaded into `npm start` by the newsletter's kill test (node --import): each newsletter mail written to
 * the outbox takes SLOW_OUTBOX_MS, as a slow disk would, so that the test can kill the server while a
 * batch is half written.
 */
import fs from 'node:fs';

const delayMs = Number(process.env.SLOW_OUTBOX_MS) || 200;
const writeFileSync = fs.writeFileSync;
fs.writeFileSync = ((file: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
  if (typeof file === 'string' && /-newsletter-issue-\d+-[0-9a-f]{6}\.json\.\d+\.tmp$/.test(file))
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, delayMs);
  return (writeFileSync as (...args: unknown[]) => void)(file, ...rest);
}) as typeof fs.writeFileSync;
