import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from '../../src/server/settings.ts';

describe('readSettings', () => {
  it('defaults to port 4321 on localhost with data in .data and the embedded database', () => {
    expect(readSettings({}, '/srv/site')).toEqual({ port: 4321, host: 'localhost', dataDir: path.resolve('/srv/site/.data'), siteDir: path.resolve('/srv/site/dist'), databaseUrl: undefined });
  });

  it('reads every variable', () => {
    expect(readSettings({ PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/var/lib/biomes', SITE_DIR: 'build/site', DATABASE_URL: 'postgres://u:p@db:5432/site' }, '/srv')).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/biomes',
      siteDir: '/srv/build/site',
      databaseUrl: 'postgres://u:p@db:5432/site',
    });
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(readSettings({ DATABASE_URL: '  ' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535, not "abc".'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535, not "70000".'],
    [{ PORT: '0' }, 'PORT must be a whole number from 1 to 65535, not "0".'],
    [{ PORT: '80.5' }, 'PORT must be a whole number from 1 to 65535, not "80.5".'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is not a valid URL; expected postgres://user:password@host:5432/database.'],
    [{ DATABASE_URL: 'mysql://db/site' }, 'DATABASE_URL must start with postgres:// or postgresql://, not mysql://.'],
  ])('refuses %o with one sentence', (env, message) => {
    expect(() => readSettings(env)).toThrow(new SettingsError(message));
  });
});
