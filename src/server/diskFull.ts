import path from 'node:path';

/**
 * A full disk or a spent quota: Postgres's 53100 (disk_full, "could not extend file") and the file
 * system's ENOSPC and EDQUOT, also when another error carries it as its cause.
 */
export const diskFullCodes: ReadonlySet<string> = new Set(['53100', 'ENOSPC', 'EDQUOT']);

/** The disk-full code of `error` or of one of its causes, or undefined when it is no such error. */
export function diskFullCode(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as Error).cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && diskFullCodes.has(code)) return code;
  }
  return undefined;
}

export function isDiskFull(error: unknown): boolean {
  return diskFullCode(error) !== undefined;
}

/** What `npm start` says when the disk is full, in one sentence. */
export function diskFullStartupMessage(error: unknown): string {
  const file = (error as { path?: unknown }).path;
  const where = typeof file === 'string' ? ` that holds ${path.dirname(file)}` : '';
  return `Cannot start: the disk${where} is full (${diskFullCode(error)}); free some space, then start again.`;
}
