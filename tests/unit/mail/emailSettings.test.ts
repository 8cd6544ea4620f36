import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailSettingsError, readEmailSettings, senderAddress } from '../../../src/server/mail/emailSettings.ts';

const dirs: string[] = [];
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-settings-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('readEmailSettings', () => {
  it('has defaults for one machine: no API key (outbox), the product as sender, localhost links, 5 s time-out', () => {
    const dir = dataDir();
    const settings = readEmailSettings({ DATA_DIR: dir });
    expect(settings).toMatchObject({
      resendApiKey: undefined,
      from: 'Closed Biomes <hello@closedbiomes.example>',
      siteUrl: 'http://localhost:4321',
      outboxDir: path.join(dir, 'outbox'),
      sendTimeoutMs: 5000,
    });
  });

  it('links to the local server’s own port, to Netlify’s URL, or to SITE_URL, in rising priority', () => {
    expect(readEmailSettings({ PORT: '4640' }).siteUrl).toBe('http://localhost:4640');
    expect(readEmailSettings({ PORT: '4640', URL: 'https://closedbiomes.netlify.app' }).siteUrl).toBe(
      'https://closedbiomes.netlify.app',
    );
    expect(
      readEmailSettings({ URL: 'https://closedbiomes.netlify.app', SITE_URL: 'https://closedbiomes.example/' }).siteUrl,
    ).toBe('https://closedbiomes.example');
  });

  it.each<[Record<string, string>, RegExp]>([
    [{ SITE_URL: 'closedbiomes.example' }, /SITE_URL must be an http:\/\/ or https:\/\/ address/],
    [{ SITE_URL: 'ftp://closedbiomes.example' }, /SITE_URL must be an http:\/\/ or https:\/\/ address/],
    [{ RESEND_BASE_URL: 'localhost:9000' }, /RESEND_BASE_URL must be an http:\/\/ or https:\/\/ address/],
    [{ EMAIL_FROM: 'Closed Biomes' }, /EMAIL_FROM must be an address/],
    [{ EMAIL_FROM: 'Closed Biomes <hello@localhost>' }, /EMAIL_FROM must be an address/],
    [{ UNSUBSCRIBE_SECRET: 'short' }, /UNSUBSCRIBE_SECRET must be at least 32 characters/],
    [{ EMAIL_SEND_TIMEOUT_MS: '5s' }, /EMAIL_SEND_TIMEOUT_MS must be a whole number/],
    [{ EMAIL_SEND_TIMEOUT_MS: '10' }, /EMAIL_SEND_TIMEOUT_MS must be a whole number/],
    [{ RESEND_WEBHOOK_SECRET: 'my-webhook-password' }, /RESEND_WEBHOOK_SECRET must be the signing secret/],
    [{ RESEND_WEBHOOK_SECRET: 'whsec_not base64!' }, /RESEND_WEBHOOK_SECRET must be the signing secret/],
  ])('refuses %j with one sentence', (env, message) => {
    expect(() => readEmailSettings(env)).toThrow(EmailSettingsError);
    expect(() => readEmailSettings(env)).toThrow(message);
  });

  it('reads the webhook’s signing secret as Resend shows it, none when unset', () => {
    expect(readEmailSettings({ RESEND_WEBHOOK_SECRET: ' whsec_c2VjcmV0IG9mIHRoZSB3ZWJob29r ' }).webhookSecret).toBe(
      'whsec_c2VjcmV0IG9mIHRoZSB3ZWJob29r',
    );
    expect(readEmailSettings({}).webhookSecret).toBeUndefined();
  });

  it('takes a sender with or without a name', () => {
    expect(readEmailSettings({ EMAIL_FROM: 'news@closedbiomes.example' }).from).toBe('news@closedbiomes.example');
    expect(senderAddress('Closed Biomes <news@closedbiomes.example>')).toBe('news@closedbiomes.example');
  });
});

describe('the unsubscribe secret', () => {
  it('is UNSUBSCRIBE_SECRET when set', () => {
    expect(
      readEmailSettings({ UNSUBSCRIBE_SECRET: 's'.repeat(32), RESEND_API_KEY: 're_x' })
        .unsubscribeSecret()
        .export()
        .toString(),
    ).toBe('s'.repeat(32));
  });

  it('is required with RESEND_API_KEY, and its absence says so in one sentence', () => {
    const settings = readEmailSettings({ RESEND_API_KEY: 're_x', DATA_DIR: dataDir() });
    expect(() => settings.unsubscribeSecret()).toThrow(
      'UNSUBSCRIBE_SECRET is not set; it is required when RESEND_API_KEY is set',
    );
  });

  it('in local mode is made once per installation, kept in DATA_DIR with owner-only access, and reused', () => {
    const dir = dataDir();
    const first = readEmailSettings({ DATA_DIR: dir }).unsubscribeSecret();
    const file = path.join(dir, 'unsubscribe-secret');
    expect(first.symmetricKeySize).toBe(32);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first.export().toString('hex'));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(readEmailSettings({ DATA_DIR: dir }).unsubscribeSecret().equals(first)).toBe(true);
    expect(readEmailSettings({ DATA_DIR: dataDir() }).unsubscribeSecret().equals(first)).toBe(false);
  });
});
