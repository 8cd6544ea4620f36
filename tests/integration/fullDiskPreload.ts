/*
 * Loaded into `npm start` by the full-disk test (node --import): the disk fills up as the catalogue
 * snapshot is written, after a part of it was, as a real full disk does.
 */
import fs from 'node:fs';

const writeFileSync = fs.writeFileSync;
fs.writeFileSync = ((file: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
  if (typeof file !== 'string' || !/catalogue\.json\.\d+\.tmp$/.test(file))
    return (writeFileSync as (...args: unknown[]) => void)(file, ...rest);
  writeFileSync(file, '{"species":[');
  throw Object.assign(new Error(`ENOSPC: no space left on device, write`), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
    path: file,
  });
}) as typeof fs.writeFileSync;
