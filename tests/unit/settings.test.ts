import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPasswordLimits } from '../../src/server/auth/passwordLimits.ts';
import { readDatabaseTimeouts } from '../../src/server/db/databaseTimeouts.ts';
import { readVisitorLimits } from '../../src/server/http/visitorLimits.ts';
import { readMailSending } from '../../src/server/mail/mailSettings.ts';
import { readSettings, SettingsError } from '../../src/server/settings.ts';

describe('readSettings', () => {
  it('defaults to port 4321 on localhost with data in .data and the embedded database', () => {
    expect(readSettings({}, '/srv/site')).toEqual({
      port: 4321,
      host: 'localhost',
      dataDir: path.resolve('/srv/site/.data'),
      siteDir: path.resolve('/srv/site/dist'),
      databaseUrl: undefined,
      allowedHosts: [],
    });
  });

  it('reads every variable', () => {
    expect(
      readSettings(
        {
          PORT: '8080',
          HOST: '0.0.0.0',
          DATA_DIR: '/var/lib/biomes',
          SITE_DIR: 'build/site',
          DATABASE_URL: 'postgres://u:p@db:5432/site',
          ALLOWED_HOSTS: ' Shop.Example.org, 192.168.1.20 ,',
        },
        '/srv',
      ),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/biomes',
      siteDir: '/srv/build/site',
      databaseUrl: 'postgres://u:p@db:5432/site',
      allowedHosts: ['shop.example.org', '192.168.1.20'],
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
    [
      { DATABASE_URL: 'not a url' },
      'DATABASE_URL is not a valid URL; expected postgres://user:password@host:5432/database.',
    ],
    [{ DATABASE_URL: 'mysql://db/site' }, 'DATABASE_URL must start with postgres:// or postgresql://, not mysql://.'],
  ])('refuses %o with one sentence', (env, message) => {
    expect(() => readSettings(env)).toThrow(new SettingsError(message));
  });
});

describe('the limits and timeouts', () => {
  it('default to a classroom’s limits, one welcome a day and timeouts of a few seconds', () => {
    expect(readVisitorLimits({})).toEqual({
      newsletterPerWindow: 60,
      contactPerWindow: 30,
      welcomeIntervalMs: 24 * 60 * 60 * 1000,
    });
    expect(readPasswordLimits({})).toEqual({ perClient: 5, global: 100 });
    expect(readDatabaseTimeouts({})).toEqual({ connectMs: 3000, statementMs: 5000, requestMs: 6000 });
    // Resend's batch call takes 100 mails, its rate limit is 2 requests a second, and a mail is owed a day of tries.
    expect(readMailSending({})).toEqual({ batchSize: 100, requestsPerSecond: 2, retryMs: 24 * 3_600_000 });
  });

  it('read every variable, blank meaning the default', () => {
    expect(
      readVisitorLimits({
        NEWSLETTER_RATE_LIMIT: '200',
        CONTACT_RATE_LIMIT: ' 40 ',
        WELCOME_EMAIL_INTERVAL_HOURS: '0',
      }),
    ).toEqual({
      newsletterPerWindow: 200,
      contactPerWindow: 40,
      welcomeIntervalMs: 0,
    });
    expect(readPasswordLimits({ ADMIN_PASSWORD_MAX_FAILURES: '3', ADMIN_PASSWORD_GLOBAL_MAX_FAILURES: '' })).toEqual({
      perClient: 3,
      global: 100,
    });
    expect(
      readDatabaseTimeouts({
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        DATABASE_STATEMENT_TIMEOUT_MS: '2000',
        DATABASE_REQUEST_TIMEOUT_MS: '1500',
      }),
    ).toEqual({ connectMs: 1000, statementMs: 2000, requestMs: 1500 });
    expect(
      readMailSending({ NEWSLETTER_BATCH_SIZE: '25', NEWSLETTER_REQUESTS_PER_SECOND: '10', MAIL_RETRY_HOURS: '48' }),
    ).toEqual({ batchSize: 25, requestsPerSecond: 10, retryMs: 48 * 3_600_000 });
  });

  it.each([
    [
      () => readVisitorLimits({ NEWSLETTER_RATE_LIMIT: '0' }),
      'NEWSLETTER_RATE_LIMIT must be a whole number of subscriptions from 1 to 100000, not "0".',
    ],
    [
      () => readVisitorLimits({ CONTACT_RATE_LIMIT: 'many' }),
      'CONTACT_RATE_LIMIT must be a whole number of messages from 1 to 100000, not "many".',
    ],
    [
      () => readPasswordLimits({ ADMIN_PASSWORD_GLOBAL_MAX_FAILURES: '-1' }),
      'ADMIN_PASSWORD_GLOBAL_MAX_FAILURES must be a whole number of attempts from 1 to 100000, not "-1".',
    ],
    [
      () => readDatabaseTimeouts({ DATABASE_STATEMENT_TIMEOUT_MS: '5s' }),
      'DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000, not "5s".',
    ],
    [
      () => readMailSending({ NEWSLETTER_BATCH_SIZE: '101' }),
      'NEWSLETTER_BATCH_SIZE must be a whole number of mails from 1 to 100, not "101".',
    ],
    [
      () => readMailSending({ NEWSLETTER_REQUESTS_PER_SECOND: '0.5' }),
      'NEWSLETTER_REQUESTS_PER_SECOND must be a whole number of requests from 1 to 100, not "0.5".',
    ],
    [
      () => readMailSending({ MAIL_RETRY_HOURS: '0' }),
      'MAIL_RETRY_HOURS must be a whole number of hours from 1 to 72, not "0".',
    ],
  ])('refuse a bad value with one sentence (%#)', (read, message) => {
    expect(read).toThrow(new SettingsError(message));
  });
});
