import { describe, expect, it } from 'vitest';
import { SettingsError } from '../../src/server/settings.ts';
import { readSiteTimeZone } from '../../src/server/siteTimeZone.ts';

describe('SITE_TIME_ZONE', () => {
  it('defaults to New York and accepts any IANA time zone', () => {
    expect(readSiteTimeZone({})).toBe('America/New_York');
    expect(readSiteTimeZone({ SITE_TIME_ZONE: ' ' })).toBe('America/New_York');
    expect(readSiteTimeZone({ SITE_TIME_ZONE: 'Europe/Lisbon' })).toBe('Europe/Lisbon');
    expect(readSiteTimeZone({ SITE_TIME_ZONE: 'UTC' })).toBe('UTC');
  });

  it('refuses a zone it does not know, in one sentence', () => {
    expect(() => readSiteTimeZone({ SITE_TIME_ZONE: 'Lisbon' })).toThrow(
      new SettingsError(
        'SITE_TIME_ZONE must be an IANA time zone such as America/New_York or Europe/Lisbon, not "Lisbon".',
      ),
    );
  });
});
