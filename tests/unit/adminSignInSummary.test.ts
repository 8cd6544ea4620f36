import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readAdminSettings } from '../../src/server/auth/adminSettings.ts';
import { adminSignInSummary } from '../../src/server/auth/adminSignInSummary.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the start-up lines about the admin sign-in', () => {
  it('print the generated password of a local installation, the same on every start', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-summary-'));
    dirs.push(dataDir);
    const summary = adminSignInSummary(readAdminSettings({ DATA_DIR: dataDir }), 'http://localhost:4810');
    const passwordFile = path.join(dataDir, 'admin-password');
    const password = fs.readFileSync(passwordFile, 'utf8').trim();
    expect(summary).toBe(
      `Admin password: ${password} (made for this installation and kept in ${passwordFile}; ` +
        'set ADMIN_PASSWORD to choose your own) at http://localhost:4810/admin-portal\n' +
        'Google sign-in: off (set OIDC_CLIENT_ID and OIDC_CLIENT_SECRET to turn it on)',
    );
    expect(adminSignInSummary(readAdminSettings({ DATA_DIR: dataDir }), 'http://localhost:4810')).toBe(summary);
  });

  it('never print a password that came from the environment', () => {
    const summary = adminSignInSummary(
      readAdminSettings({
        ADMIN_PASSWORD: 'my own secret password',
        ADMIN_EMAILS: 'owner@closedbiomes.example',
        OIDC_CLIENT_ID: 'id',
        OIDC_CLIENT_SECRET: 'GOCSPX-secret',
      }),
      'http://localhost:4810',
    );
    expect(summary).toBe(
      'Admin password: the one in ADMIN_PASSWORD, at http://localhost:4810/admin-portal\nGoogle sign-in: on, for ' +
        'owner@closedbiomes.example',
    );
    expect(summary).not.toContain('my own secret password');
    expect(summary).not.toContain('GOCSPX-secret');
  });
});
