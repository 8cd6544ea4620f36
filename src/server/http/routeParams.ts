import { HttpError } from './jsonResponse.ts';

const maxId = 2_147_483_647; // Postgres serial

/** requirements §5: an id is a positive integer; anything else is refused before the database is asked. */
export function parsePositiveId(raw: string | undefined, what: string): number {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > maxId) {
    throw new HttpError(400, `Invalid ${what} id "${(raw ?? '').slice(0, 40)}": it must be a positive whole number.`);
  }
  return Number(raw);
}
