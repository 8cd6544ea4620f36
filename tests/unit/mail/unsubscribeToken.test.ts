import { describe, expect, it } from 'vitest';
import {
  createUnsubscribeToken,
  unsubscribeUrl,
  verifyUnsubscribeToken,
} from '../../../src/server/mail/unsubscribeToken.ts';

const secret = Buffer.from('a-secret-that-is-long-enough-0123456789');

describe('unsubscribe tokens', () => {
  it('name the subscriber and verify with the same key', () => {
    const token = createUnsubscribeToken(secret, 42);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{22}$/);
    expect(verifyUnsubscribeToken(secret, token)).toBe(42);
  });

  it.each<[string, string | null | undefined]>([
    ['another key', createUnsubscribeToken(Buffer.from('another-secret-that-is-long-0123456789'), 42)],
    ['another id with this signature', `43.${createUnsubscribeToken(secret, 42).split('.')[1]}`],
    ['a shortened signature', createUnsubscribeToken(secret, 42).slice(0, -1)],
    ['a zero id', `0.${createUnsubscribeToken(secret, 42).split('.')[1]}`],
    ['an id beyond the serial range', `9999999999.${'A'.repeat(22)}`],
    ['no signature', '42'],
    ['nothing', ''],
    ['null', null],
    ['undefined', undefined],
  ])('are refused with %s', (_, token) => {
    expect(verifyUnsubscribeToken(secret, token)).toBeUndefined();
  });

  it('have one spelling only: another spelling of the same bits is refused', () => {
    const token = createUnsubscribeToken(secret, 7);
    const last = token.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last character carries 2 bits and 4 spare ones; flipping a spare bit decodes to the same bytes.
    const sibling = alphabet[alphabet.indexOf(last) ^ 1]!;
    expect(verifyUnsubscribeToken(secret, token.slice(0, -1) + sibling)).toBeUndefined();
  });

  it('make a link on the site', () => {
    expect(unsubscribeUrl('https://closedbiomes.example', '1.abc')).toBe(
      'https://closedbiomes.example/api/newsletter/unsubscribe?token=1.abc',
    );
  });
});
