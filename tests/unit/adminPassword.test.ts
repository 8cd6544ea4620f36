import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  hashAdminPassword,
  parseAdminPasswordHash,
  plainPasswordsMatch,
  verifyAdminPasswordHash,
} from '../../src/server/auth/adminPassword.ts';

// The lowest cost the parser accepts keeps these tests fast; the script uses 2^15.
const cheap = { N: 2 ** 14, r: 8, p: 1 };

describe('the admin password hash', () => {
  it('is scrypt$N$r$p$salt$key with a fresh 16-byte salt and a 32-byte key', async () => {
    const hash = await hashAdminPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await hashAdminPassword('correct horse battery staple')).not.toBe(hash);
  });

  it('verifies the password it was made from, and nothing else', async () => {
    const hash = parseAdminPasswordHash(await hashAdminPassword('correct horse battery staple', cheap))!;
    expect(await verifyAdminPasswordHash('correct horse battery staple', hash)).toBe(true);
    for (const wrong of [
      'Correct horse battery staple',
      'correct horse battery staple ',
      'correct horse battery stapl',
      '',
    ]) {
      expect(await verifyAdminPasswordHash(wrong, hash)).toBe(false);
    }
  });

  it('treats the composed and decomposed forms of an accented password alike', async () => {
    const hash = parseAdminPasswordHash(await hashAdminPassword('mot de passe élevé', cheap))!;
    expect(await verifyAdminPasswordHash('mot de passe e\u0301leve\u0301', hash)).toBe(true);
  });

  it('verifies a hash of known parameters made elsewhere', async () => {
    // Made with: node -e "crypto.scrypt('open sesame, please', Buffer.alloc(16, 7), 32,
    //   {N:16384,r:8,p:1}, (e,k)=>console.log(k.toString('base64url')))"
    const salt = Buffer.alloc(16, 7).toString('base64url');
    const { scryptSync } = await import('node:crypto');
    const key = scryptSync('open sesame, please', Buffer.alloc(16, 7), 32, cheap).toString('base64url');
    expect(
      await verifyAdminPasswordHash('open sesame, please', parseAdminPasswordHash(`scrypt$16384$8$1$${salt}$${key}`)!),
    ).toBe(true);
  });

  it.each([
    ['another algorithm', 'bcrypt$2b$10$abcdefghijklmnopqrstuv'],
    ['too few fields', 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA'],
    ['N not a power of two', `scrypt$20000$8$1$${'A'.repeat(22)}$${'B'.repeat(43)}`],
    ['N too low', `scrypt$1024$8$1$${'A'.repeat(22)}$${'B'.repeat(43)}`],
    ['N too high', `scrypt$4194304$8$1$${'A'.repeat(22)}$${'B'.repeat(43)}`],
    ['a salt too short', `scrypt$16384$8$1$${'A'.repeat(10)}$${'B'.repeat(43)}`],
    ['a key too short', `scrypt$16384$8$1$${'A'.repeat(22)}$${'B'.repeat(20)}`],
    ['characters outside base64url', `scrypt$16384$8$1$${'A'.repeat(21)}+$${'B'.repeat(43)}`],
    ['the password itself', 'correct horse battery staple'],
  ])('refuses %s', (_, text) => {
    expect(parseAdminPasswordHash(text)).toBeUndefined();
  });

  it('compares plain passwords exactly, whatever their lengths', () => {
    expect(plainPasswordsMatch('correct horse battery staple', 'correct horse battery staple')).toBe(true);
    expect(plainPasswordsMatch('correct horse', 'correct horse battery staple')).toBe(false);
    expect(plainPasswordsMatch('', 'x')).toBe(false);
    expect(plainPasswordsMatch('x'.repeat(10_000), 'x')).toBe(false);
  });
});

describe('node scripts/hashAdminPassword.ts', () => {
  const run = (input: string) =>
    spawnSync(process.execPath, ['scripts/hashAdminPassword.ts'], { input, encoding: 'utf8' });

  it('prints the hash of a piped password, without its trailing newline, and never the password', async () => {
    const result = run('a piped password 123\n');
    expect(result.status).toBe(0);
    const hash = result.stdout.trim();
    expect(result.stdout + result.stderr).not.toContain('a piped password 123');
    expect(await verifyAdminPasswordHash('a piped password 123', parseAdminPasswordHash(hash)!)).toBe(true);
    expect(result.stderr).toContain('ADMIN_PASSWORD_HASH');
  });

  it('refuses a password shorter than 12 characters', () => {
    const result = run('too short');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim()).toBe('The password must be at least 12 characters long.');
  });
});
