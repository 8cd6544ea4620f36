import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Database } from '../db/database.ts';
import { countRequest, deleteWindowsBefore } from '../repositories/rateLimitRepository.ts';
import { cleanupDue } from '../db/cleanupDue.ts';
import { tooManyRequests } from './jsonResponse.ts';
import { readVisitorLimits } from './visitorLimits.ts';

/** At most `limit` requests per client in each fixed window of `windowSeconds`. */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

/** The visitor writes' limits per 10 minutes, from the settings (visitorLimits.ts). */
export const newsletterRateLimit = (): RateLimitRule => ({
  name: 'newsletter',
  limit: readVisitorLimits().newsletterPerWindow,
  windowSeconds: 600,
});
export const contactRateLimit = (): RateLimitRule => ({
  name: 'contact',
  limit: readVisitorLimits().contactPerWindow,
  windowSeconds: 600,
});

export const tooManyRequestsMessage = 'Too many requests. Please wait a few minutes and try again.';

/** Windows are at most this long, so rows older than this can no longer count. */
const longestWindowMs = 60 * 60 * 1000;

/**
 * Counts this request against the client's current window and throws a 429 (with Retry-After) once
 * the window is full. Refused requests count too, so hammering does not
 * reopen the window. (Malformed bodies are refused before this, without touching the database.)
 * Expired windows are swept at most once a minute per database.
 */
export async function enforceRateLimit(
  db: Database,
  rule: RateLimitRule,
  ip: string | undefined,
  now = new Date(),
): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const count = await countRequest(db, { key: `${rule.name}:${clientKey(ip)}`, windowStart: new Date(windowStart) });
  if (cleanupDue(db, 'rate limits', 60 * 1000, now))
    await deleteWindowsBefore(db, new Date(now.getTime() - longestWindowMs));
  if (count > rule.limit) throw tooManyRequests(tooManyRequestsMessage, windowStart + windowMs - now.getTime());
}

/**
 * Whom a request is counted against. IPv4 addresses as they are (also when written IPv4-mapped, in
 * either notation); IPv6 by their /64, because one subscriber line usually owns a whole /64 and could
 * otherwise rotate through it. Node's parser decides what is an address; ipaddr.js does the
 * arithmetic. The key keeps its written form (`2001:db8:0:0::/64`): password lockouts store it.
 */
export function clientKey(ip: string | undefined): string {
  const address = (ip ?? '').trim().toLowerCase().replace(/%.*$/, '');
  if (isIP(address) === 0) return address === '' ? 'unknown' : address.slice(0, 64);
  const parsed = ipaddr.process(address);
  if (parsed instanceof ipaddr.IPv4) return parsed.toString();
  const network = parsed.parts.slice(0, 4).map((group) => group.toString(16));
  return `${network.join(':')}::/64`;
}
