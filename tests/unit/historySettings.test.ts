import { describe, expect, it } from 'vitest';
import { readHistoryRetentionDays } from '../../src/server/history/historySettings.ts';
import { SettingsError } from '../../src/server/settings.ts';

describe('HISTORY_RETENTION_DAYS', () => {
  it('defaults to two years and accepts whole days from 30', () => {
    expect(readHistoryRetentionDays({})).toBe(730);
    expect(readHistoryRetentionDays({ HISTORY_RETENTION_DAYS: '30' })).toBe(30);
    expect(readHistoryRetentionDays({ HISTORY_RETENTION_DAYS: ' 3650 ' })).toBe(3650);
  });

  it.each(['29', '0', 'two years', '12.5', '-1'])(
    'refuses %j in one sentence (fewer than 30 days would forget recent deletions)',
    (value) => {
      expect(() => readHistoryRetentionDays({ HISTORY_RETENTION_DAYS: value })).toThrow(
        new SettingsError(`HISTORY_RETENTION_DAYS must be a whole number of days from 30 to 36500, not "${value}".`),
      );
    },
  );
});
