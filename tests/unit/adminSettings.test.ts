import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashAdminPassword } from '../../src/server/auth/adminPassword.ts';
import { AdminSettingsError, readAdminSettings } from '../../src/server/auth/adminSettings.ts';

afterEach(() => {
  delete (globalThis as { Netlify?: unknown }).Netlify;
});

describe('readAdminSettings', () => {
  it('has defaults for one machine: Google off, nobody listed, a generated password under DATA_DIR', () => {
    const settings = readAdminSettings({ DATA_DIR: '/tmp/closed-biomes-data' });
    expect(settings).toEqual({
      adminEmails: new Set(),
      google: undefined,
      password: { source: 'generated', file: path.join('/tmp/closed-biomes-data', 'admin-password') },
      siteUrl: 'http://localhost:4321',
      runsOnNetlify: false,
    });
  });

  it('turns Google sign-in on with a client ID and secret, at accounts.google.com unless OIDC_ISSUER differs', () => {
    const google = readAdminSettings({
      OIDC_CLIENT_ID: 'id.apps.googleusercontent.com',
      OIDC_CLIENT_SECRET: 'secret',
    }).google!;
    expect(google).toEqual({
      issuer: new URL('https://accounts.google.com'),
      clientId: 'id.apps.googleusercontent.com',
      clientSecret: 'secret',
    });
    expect(
      readAdminSettings({ OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b', OIDC_ISSUER: 'http://localhost:4821' }).google!
        .issuer.href,
    ).toBe('http://localhost:4821/');
  });

  it('reads ADMIN_EMAILS as a comma list, trimmed and lower-cased', () => {
    expect(
      readAdminSettings({ ADMIN_EMAILS: ' Owner@ClosedBiomes.Example,second@example.org , ' }).adminEmails,
    ).toEqual(new Set(['owner@closedbiomes.example', 'second@example.org']));
  });

  it('takes the redirect origin from SITE_URL, then Netlify’s URL, then the local port', () => {
    expect(readAdminSettings({ PORT: '4811' }).siteUrl).toBe('http://localhost:4811');
    expect(readAdminSettings({ URL: 'https://closedbiomes.netlify.app' }).siteUrl).toBe(
      'https://closedbiomes.netlify.app',
    );
    expect(
      readAdminSettings({ URL: 'https://closedbiomes.netlify.app', SITE_URL: 'https://closedbiomes.example/' }).siteUrl,
    ).toBe('https://closedbiomes.example');
  });

  it('prefers ADMIN_PASSWORD_HASH, then ADMIN_PASSWORD', async () => {
    const hash = await hashAdminPassword('correct horse battery staple', { N: 2 ** 14, r: 8, p: 1 });
    expect(readAdminSettings({ ADMIN_PASSWORD_HASH: hash, ADMIN_PASSWORD: 'a plain password' }).password.source).toBe(
      'ADMIN_PASSWORD_HASH',
    );
    expect(readAdminSettings({ ADMIN_PASSWORD: 'a plain password' }).password).toEqual({
      source: 'ADMIN_PASSWORD',
      password: 'a plain password',
    });
  });

  it('on Netlify, accepts only the hash: without it the portal is closed', async () => {
    expect(readAdminSettings({ NETLIFY: 'true' })).toMatchObject({ runsOnNetlify: true, password: { source: 'none' } });
    const hash = await hashAdminPassword('correct horse battery staple', { N: 2 ** 14, r: 8, p: 1 });
    expect(readAdminSettings({ NETLIFY: 'true', ADMIN_PASSWORD_HASH: hash }).password.source).toBe(
      'ADMIN_PASSWORD_HASH',
    );
  });

  it('knows it runs on Netlify from the runtime’s Netlify global, without any variable', () => {
    (globalThis as { Netlify?: unknown }).Netlify = { env: {}, context: null };
    expect(readAdminSettings({})).toMatchObject({ runsOnNetlify: true, password: { source: 'none' } });
    expect(() => readAdminSettings({ ADMIN_PASSWORD: 'a plain password' })).toThrow(
      /ADMIN_PASSWORD is accepted only when the site runs on your own machine/,
    );
  });

  it.each<[Record<string, string>, RegExp]>([
    [
      { ADMIN_EMAILS: 'owner@closedbiomes.example, owner' },
      /^ADMIN_EMAILS must be a comma-separated list of e-mail addresses; "owner" is not one\.$/,
    ],
    [
      { OIDC_ISSUER: 'accounts.google.com' },
      /^OIDC_ISSUER must be an https:\/\/ address \(http:\/\/ only on localhost\), not "accounts.google.com"\.$/,
    ],
    [{ OIDC_ISSUER: 'http://accounts.google.com' }, /^OIDC_ISSUER must be an https:\/\/ address/],
    [
      { OIDC_CLIENT_ID: 'id' },
      new RegExp(
        String.raw`^OIDC_CLIENT_ID is set but OIDC_CLIENT_SECRET is not; ` +
          String.raw`set both to turn on Google sign-in, or neither to turn it off\.$`,
      ),
    ],
    [{ OIDC_CLIENT_SECRET: 'secret' }, /^OIDC_CLIENT_SECRET is set but OIDC_CLIENT_ID is not/],
    [
      { ADMIN_PASSWORD_HASH: 'correct horse battery staple' },
      /^ADMIN_PASSWORD_HASH is not a hash made by `node scripts\/hashAdminPassword.ts`/,
    ],
    [{ ADMIN_PASSWORD: 'short' }, /^ADMIN_PASSWORD must be at least 12 characters long\.$/],
    [
      { NETLIFY: 'true', ADMIN_PASSWORD: 'a plain password' },
      new RegExp(
        String.raw`^ADMIN_PASSWORD is accepted only when the site runs on your own machine; ` +
          String.raw`on Netlify set ADMIN_PASSWORD_HASH instead`,
      ),
    ],
    [{ SITE_URL: 'closedbiomes.example' }, /^SITE_URL must be an http:\/\/ or https:\/\/ address/],
  ])('refuses %j with one sentence', (env, message) => {
    expect(() => readAdminSettings(env)).toThrow(AdminSettingsError);
    expect(() => readAdminSettings(env)).toThrow(message);
  });

  it('never repeats a secret in its error messages', () => {
    for (const env of [
      { OIDC_CLIENT_SECRET: 'GOCSPX-very-secret' },
      { ADMIN_PASSWORD: 'shortpw' },
      { ADMIN_PASSWORD_HASH: 'a-secret-that-is-not-a-hash' },
    ]) {
      const message = (() => {
        try {
          readAdminSettings(env);
          return 'no error';
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(message).toMatch(/^[A-Z_]+ /);
      for (const value of Object.values(env)) expect(message).not.toContain(value);
    }
  });
});
