import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashAdminPassword } from '../../src/server/auth/adminPassword.ts';

/**
 * Secrets never reach the browser (DESIGN.md decision 7): a build made with every admin setting
 * in its environment, as on Netlify (where the build sees the site's variables), holds none of their
 * values in any file it publishes, nor the administrators' addresses.
 */
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-secrets-build-'));

afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

function build(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => fs.statSync(file).isFile());
}

describe('the built site', () => {
  it('contains no admin secret and no administrator address', { timeout: 240_000 }, async () => {
    const secrets = {
      ADMIN_PASSWORD: 'e2e-plain-admin-password-7f3a91',
      ADMIN_PASSWORD_HASH: await hashAdminPassword('the production admin password 5c2e', { N: 2 ** 14, r: 8, p: 1 }),
      OIDC_CLIENT_SECRET: 'GOCSPX-test-client-secret-b81d4e',
      ADMIN_EMAILS: 'owner.secret-address@closedbiomes.example',
    };
    const siteDir = path.join(workDir, 'dist');
    const { code, output } = await build({
      ...secrets,
      OIDC_CLIENT_ID: 'client-id.apps.googleusercontent.com',
      SITE_DIR: siteDir,
      DATA_DIR: path.join(workDir, 'data'),
      DATABASE_URL: '',
    });
    expect(code, output).toBe(0);

    const files = filesUnder(siteDir);
    expect(files.some((file) => file.endsWith('admin-portal.html'))).toBe(true);
    const needles = [...Object.values(secrets), secrets.ADMIN_PASSWORD_HASH.split('$').at(-1)!, 'owner.secret-address'];
    const leaks = files.flatMap((file) => {
      const content = fs.readFileSync(file).toString('latin1');
      return needles
        .filter((needle) => content.includes(needle))
        .map((needle) => `${path.relative(siteDir, file)} contains ${needle.slice(0, 12)}…`);
    });
    expect(leaks).toEqual([]);
  });
});
