import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashAdminPassword } from '../../src/server/auth/adminPassword.ts';
import { pageCspGaps } from './pageCspGaps.ts';

/**
 * One build, as on Netlify, and what it publishes. Secrets never reach the browser (DESIGN.md
 * decision 7): a build made with every admin setting in its environment (Netlify's build sees the
 * site's variables) holds none of their values in any file, nor the administrators' addresses. And
 * every page's Content-Security-Policy lets the browser run every inline script the page holds.
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
  const siteDir = path.join(workDir, 'dist');
  let built: { code: number | null; output: string };
  let secrets: Record<string, string>;

  beforeAll(async () => {
    secrets = {
      ADMIN_PASSWORD: 'e2e-plain-admin-password-7f3a91',
      ADMIN_PASSWORD_HASH: await hashAdminPassword('the production admin password 5c2e', { N: 2 ** 14, r: 8, p: 1 }),
      OIDC_CLIENT_SECRET: 'GOCSPX-test-client-secret-b81d4e',
      ADMIN_EMAILS: 'owner.secret-address@closedbiomes.example',
    };
    built = await build({
      ...secrets,
      OIDC_CLIENT_ID: 'client-id.apps.googleusercontent.com',
      SITE_DIR: siteDir,
      DATA_DIR: path.join(workDir, 'data'),
      DATABASE_URL: '',
    });
  }, 600_000);

  it('contains no admin secret and no administrator address', () => {
    expect(built.code, built.output).toBe(0);
    const files = filesUnder(siteDir);
    expect(files.some((file) => file.endsWith('admin-portal.html'))).toBe(true);
    const needles = [
      ...Object.values(secrets),
      secrets.ADMIN_PASSWORD_HASH!.split('$').at(-1)!,
      'owner.secret-address',
    ];
    const leaks = files.flatMap((file) => {
      const content = fs.readFileSync(file).toString('latin1');
      return needles
        .filter((needle) => content.includes(needle))
        .map((needle) => `${path.relative(siteDir, file)} contains ${needle.slice(0, 12)}…`);
    });
    expect(leaks).toEqual([]);
  });

  it("has every page's inline scripts hashed in that page's Content-Security-Policy", () => {
    expect(built.code, built.output).toBe(0);
    const pages = filesUnder(siteDir).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(30);
    const gaps = pages.flatMap((file) =>
      pageCspGaps(fs.readFileSync(file, 'utf8')).map((gap) => `${path.relative(siteDir, file)}: ${gap}`),
    );
    expect(gaps).toEqual([]);
  });
});
