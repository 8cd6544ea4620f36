import { z } from 'zod';
import { recentlyDeletedDays } from '../../lib/admin/history.ts';
import { cachedSettingsReader, parseSettings, SettingsError } from '../settings.ts';

/** Two years, in days. */
export const defaultHistoryRetentionDays = 730;

export const historySettingsSchema = z.object({
  HISTORY_RETENTION_DAYS: z
    .string()
    .default(String(defaultHistoryRetentionDays))
    .describe('Days a change stays in the history (the latest version of each live item stays longer)')
    .transform((value, ctx) => {
      const days = Number(value);
      // Fewer days than "Recently deleted" lists would forget a deletion while it is still offered.
      if (!/^\d+$/.test(value.trim()) || days < recentlyDeletedDays || days > 36_500) {
        ctx.addIssue({
          code: 'custom',
          message:
            `HISTORY_RETENTION_DAYS must be a whole number of days from ${recentlyDeletedDays} to 36500, ` +
            `not "${value}".`,
        });
        return z.NEVER;
      }
      return days;
    }),
});

/** How many days history keeps a change. */
export const readHistoryRetentionDays = cachedSettingsReader(
  [historySettingsSchema],
  (env) => parseSettings(historySettingsSchema, env, SettingsError).HISTORY_RETENTION_DAYS,
);
