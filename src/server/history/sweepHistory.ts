import { cleanupDue } from '../db/cleanupDue.ts';
import type { Database } from '../db/database.ts';
import { deleteChangesBefore } from '../repositories/changeRepository.ts';
import { readHistoryRetentionDays } from './historySettings.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Keeps history to HISTORY_RETENTION_DAYS (the latest version of each live item stays). Rides on the
 * admin calls that read or grow the history, at most once an hour per database (cleanupDue).
 */
export async function sweepExpiredHistory(db: Database, now = new Date()): Promise<number> {
  if (!cleanupDue(db, 'history', 60 * 60 * 1000, now)) return 0;
  return deleteChangesBefore(db, new Date(now.getTime() - readHistoryRetentionDays() * dayMs));
}
