import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callFunction } from './callFunction.ts';

/** GET /api/auth/methods, which the sign-in pages ask to lead with a way in that is switched on. */
describe('GET /api/auth/methods', () => {
  const names = ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'ADMIN_PASSWORD', 'ADMIN_PASSWORD_HASH', 'NETLIFY'];
  let saved: Record<string, string | undefined> = {};

  beforeEach(() => {
    saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
    for (const name of names) delete process.env[name];
  });
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  async function methods() {
    const response = (await callFunction('/api/auth/methods'))!;
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return response.json();
  }

  it('on a fresh local installation: the password portal only (Google sign-in is not set up)', async () => {
    expect(await methods()).toEqual({ google: false, password: true });
  });

  it('with Google sign-in configured: both', async () => {
    Object.assign(process.env, { OIDC_CLIENT_ID: 'id.apps.googleusercontent.com', OIDC_CLIENT_SECRET: 'secret' });
    expect(await methods()).toEqual({ google: true, password: true });
  });

  it('on Netlify without ADMIN_PASSWORD_HASH: Google only, since the portal lets nobody in', async () => {
    Object.assign(process.env, {
      NETLIFY: 'true',
      OIDC_CLIENT_ID: 'id.apps.googleusercontent.com',
      OIDC_CLIENT_SECRET: 'secret',
    });
    expect(await methods()).toEqual({ google: true, password: false });
  });
});
