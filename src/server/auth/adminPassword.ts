import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The password portal's password, checked on the server only (docs/design.md decision 7).
 *
 * ADMIN_PASSWORD_HASH holds a scrypt hash (node:crypto) written as six fields joined by "$":
 *
 *     scrypt$<N>$<r>$<p>$<salt>$<key>
 *
 * N (the CPU/memory cost, a power of two), r (the block size) and p (the parallelism) are scrypt's
 * parameters; salt and key are base64url without padding. `node scripts/hashAdminPassword.ts` makes
 * one with N=32768, r=8, p=1, a 16-byte random salt and a 32-byte key (about 32 MB and 50-100 ms).
 */
export type AdminPasswordHash = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

export const defaultScryptCost = { N: 2 ** 15, r: 8, p: 1 } as const;
export const minimumAdminPasswordLength = 12;

const saltBytes = 16;
const keyBytes = 32;

function deriveKey(
  password: string,
  salt: Buffer,
  { N, r, p }: { N: number; r: number; p: number },
  length: number,
): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MB) is exactly N=32768, r=8, so leave room.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashAdminPassword(
  password: string,
  cost: { N: number; r: number; p: number } = defaultScryptCost,
): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await deriveKey(password, salt, cost, keyBytes);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** The hash's parts, or undefined when the text is not a hash of this format with sane parameters. */
export function parseAdminPasswordHash(text: string): AdminPasswordHash | undefined {
  const match = /^scrypt\$(\d{1,8})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{43,})$/.exec(
    text.trim(),
  );
  if (!match) return undefined;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // A cost too low is no protection; one too high would let each guess exhaust a function's memory.
  const powerOfTwo = (N & (N - 1)) === 0;
  if (
    !powerOfTwo ||
    N < 2 ** 14 ||
    N > 2 ** 20 ||
    r < 1 ||
    r > 32 ||
    p < 1 ||
    p > 16 ||
    128 * N * r > 256 * 1024 * 1024
  )
    return undefined;
  const salt = Buffer.from(match[4]!, 'base64url');
  const key = Buffer.from(match[5]!, 'base64url');
  if (salt.length < saltBytes || key.length < keyBytes) return undefined;
  return { N, r, p, salt, key };
}

/** Whether `password` is the one hashed; the comparison takes the same time wherever the keys differ. */
export async function verifyAdminPasswordHash(password: string, hash: AdminPasswordHash): Promise<boolean> {
  const key = await deriveKey(password, hash.salt, hash, hash.key.length);
  return timingSafeEqual(key, hash.key);
}

/**
 * Whether `given` is `expected` (a plain ADMIN_PASSWORD in local mode). Both are hashed first, so
 * the comparison takes the same time whatever their lengths and wherever they differ.
 */
export function plainPasswordsMatch(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text.normalize('NFC')).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
