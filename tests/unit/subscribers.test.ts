import { describe, expect, it } from 'vitest';
import { subscriberStatus, subscriptionDate } from '../../src/lib/subscribers.ts';

describe('subscriptionDate', () => {
  it('is the US long date of the subscription', () => {
    expect(subscriptionDate({ subscribedAt: '2026-03-05T12:00:00.000Z' })).toBe('March 5, 2026');
  });

  it.each([undefined, null, '', 'not a date'])('is N/A for %j', (subscribedAt) => {
    expect(subscriptionDate({ subscribedAt })).toBe('N/A');
  });
});

describe('subscriberStatus', () => {
  it('is Active or Unsubscribed by isActive', () => {
    expect(subscriberStatus({ isActive: true })).toBe('Active');
    expect(subscriberStatus({ isActive: false })).toBe('Unsubscribed');
  });
});
