import { describe, expect, it } from 'vitest';
import {
  addressParts,
  inactiveReason,
  lastIssueLine,
  subscriberCountLine,
  subscriberStatus,
  subscriptionDate,
} from '../../src/lib/admin/subscribers.ts';

describe('subscriptionDate', () => {
  it('is the US long date of the subscription', () => {
    expect(subscriptionDate({ subscribedAt: '2026-03-05T12:00:00.000Z' }, 'America/New_York')).toBe('March 5, 2026');
  });

  it('is the day it was in the site’s time zone, not in UTC', () => {
    const lateEvening = { subscribedAt: '2026-03-05T03:00:00.000Z' };
    expect(subscriptionDate(lateEvening, 'America/New_York')).toBe('March 4, 2026');
    expect(subscriptionDate(lateEvening, 'Europe/Lisbon')).toBe('March 5, 2026');
  });

  it.each([undefined, null, '', 'not a date'])('is N/A for %j', (subscribedAt) => {
    expect(subscriptionDate({ subscribedAt }, 'America/New_York')).toBe('N/A');
  });
});

describe('subscriberStatus', () => {
  it('is Active or Unsubscribed by isActive', () => {
    expect(subscriberStatus({ isActive: true })).toBe('Active');
    expect(subscriberStatus({ isActive: false })).toBe('Unsubscribed');
  });
});

describe('subscriberCountLine', () => {
  const listed = [
    { id: 1, email: 'a@moss.example', isActive: true },
    { id: 2, email: 'b@moss.example', isActive: false },
  ];

  it('counts everyone in one line, or what a search found among everyone', () => {
    expect(subscriberCountLine({ active: 10, unsubscribed: 2 }, [], '')).toBe(
      '12 subscribers: 10 active, 2 unsubscribed',
    );
    expect(subscriberCountLine({ active: 1, unsubscribed: 0 }, [], '')).toBe('1 subscriber: 1 active, 0 unsubscribed');
    expect(subscriberCountLine({ active: 10, unsubscribed: 2 }, listed, 'moss')).toBe(
      '2 of 12 subscribers match “moss”: 1 active, 1 unsubscribed',
    );
    expect(subscriberCountLine({ active: 10, unsubscribed: 2 }, [], 'fern')).toBe(
      'No subscribers match “fern” (of 12 subscribers).',
    );
  });
});

describe('addressParts', () => {
  it('breaks an address before "@" and each ".", never inside a word', () => {
    expect(addressParts('first.last@mail.example.org')).toEqual(['first', '.last', '@mail', '.example', '.org']);
    expect(addressParts('plain@host')).toEqual(['plain', '@host']);
  });
});

describe('inactiveReason', () => {
  it('says in words why an inactive address left', () => {
    expect(inactiveReason({ isActive: false, unsubscribeReason: 'owner' })).toBe('Unsubscribed themselves');
    expect(inactiveReason({ isActive: false, unsubscribeReason: 'admin' })).toBe('Unsubscribed by an admin');
    expect(inactiveReason({ isActive: false, unsubscribeReason: 'hard-bounce' })).toBe('Address bounced');
    expect(inactiveReason({ isActive: false, unsubscribeReason: 'complaint' })).toBe('Marked our mail as spam');
  });

  it('says nothing for an active address, nor when the answer gives no reason', () => {
    expect(inactiveReason({ isActive: true, unsubscribeReason: null })).toBeUndefined();
    expect(inactiveReason({ isActive: false, unsubscribeReason: null })).toBeUndefined();
    expect(inactiveReason({ isActive: false })).toBeUndefined();
  });
});

describe('lastIssueLine', () => {
  const last = { newsletterId: 4, subject: 'Spring in the jar', status: 'sent' as const, outcome: null, error: null };

  it('names the last issue and what became of the subscriber’s copy', () => {
    expect(lastIssueLine({ lastIssue: { ...last, outcome: 'delivered' } })).toBe(
      'Last issue: Spring in the jar — Delivered',
    );
    expect(lastIssueLine({ lastIssue: { ...last, outcome: 'complained' } })).toBe(
      'Last issue: Spring in the jar — Marked as spam',
    );
    expect(lastIssueLine({ lastIssue: last })).toBe('Last issue: Spring in the jar — Sent');
    expect(lastIssueLine({ lastIssue: { ...last, status: 'failed', error: 'No such address.' } })).toBe(
      'Last issue: Spring in the jar — Failed: No such address.',
    );
  });

  it('says nothing before any issue was sent to them, nor when the answer does not give it', () => {
    expect(lastIssueLine({ lastIssue: null })).toBeUndefined();
    expect(lastIssueLine({})).toBeUndefined();
  });
});
