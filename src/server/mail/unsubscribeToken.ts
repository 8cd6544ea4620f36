import crypto from 'node:crypto';

/**
 * The token of a subscriber's unsubscribe link: their id and an HMAC of it, so that nobody can
 * unsubscribe someone else by guessing or counting ids. 128 bits of MAC are plenty and keep the
 * link short enough that mail clients do not wrap it. It never expires: old mails must keep working.
 */
const macBytes = 16;
const tokenPattern = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})$/;

function mac(secret: crypto.KeyObject | Buffer, subscriberId: number): Buffer {
  return crypto.createHmac('sha256', secret).update(`unsubscribe:${subscriberId}`).digest().subarray(0, macBytes);
}

export function createUnsubscribeToken(secret: crypto.KeyObject | Buffer, subscriberId: number): string {
  return `${subscriberId}.${mac(secret, subscriberId).toString('base64url')}`;
}

/** The subscriber id of a genuine token, undefined for anything else. */
export function verifyUnsubscribeToken(
  secret: crypto.KeyObject | Buffer,
  token: string | null | undefined,
): number | undefined {
  const match = tokenPattern.exec(token ?? '');
  if (!match) return undefined;
  const subscriberId = Number(match[1]);
  if (subscriberId > 2_147_483_647) return undefined;
  // Compared as text: base64url has several spellings of the last character's spare bits.
  const expected = Buffer.from(mac(secret, subscriberId).toString('base64url'));
  if (!crypto.timingSafeEqual(Buffer.from(match[2]!), expected)) return undefined;
  return subscriberId;
}

export const unsubscribePath = '/api/newsletter/unsubscribe';

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${unsubscribePath}?token=${token}`;
}

/**
 * The headers of every mail to a subscriber (RFC 2369, RFC 8058): their own unsubscribe link, and
 * that a POST to it unsubscribes at once, so mail clients offer their own unsubscribe button.
 */
export function listUnsubscribeHeaders(link: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
