import { describe, expect, it } from 'vitest';
import {
  adminSearchSchema,
  contactMessageReadSchema,
  maxSearchLength,
  subscriberActiveSchema,
} from '../../src/lib/schemas/adminInbox.ts';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the admin lists’ payloads', () => {
  it('marks a message read or unread, and nothing else', () => {
    expect(contactMessageReadSchema.parse({ isRead: true })).toEqual({ isRead: true });
    expect(contactMessageReadSchema.parse({ isRead: false })).toEqual({ isRead: false });
    expect(messageOf(contactMessageReadSchema.safeParse({ isRead: 'yes' }))).toBe('isRead must be true or false.');
    expect(contactMessageReadSchema.safeParse({ isRead: true, email: 'x@example.com' }).success).toBe(false);
  });

  it('unsubscribes, or undoes an unsubscribe, and nothing else', () => {
    expect(subscriberActiveSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(subscriberActiveSchema.parse({ isActive: true })).toEqual({ isActive: true });
    expect(messageOf(subscriberActiveSchema.safeParse({}))).toBe(
      'Send {"isActive": false} to unsubscribe, or {"isActive": true} to undo an unsubscribe.',
    );
    expect(subscriberActiveSchema.safeParse({ isActive: false, email: 'x@example.com' }).success).toBe(false);
  });

  it('searches trimmed text of at most 200 characters, blank for everything', () => {
    expect(adminSearchSchema.parse(undefined)).toBe('');
    expect(adminSearchSchema.parse('  moss  ')).toBe('moss');
    expect(maxSearchLength).toBe(200);
    expect(adminSearchSchema.parse('a'.repeat(200))).toHaveLength(200);
    expect(messageOf(adminSearchSchema.safeParse('a'.repeat(201)))).toBe('The search can be at most 200 characters.');
    expect(messageOf(adminSearchSchema.safeParse(42))).toBe('The search must be text.');
  });

  it('refuses control characters and broken text', () => {
    for (const value of ['moss\u0000', 'a\u0007b', 'moss\uD800'])
      expect(messageOf(adminSearchSchema.safeParse(value)), JSON.stringify(value)).toBe(
        'The search contains characters that are not allowed.',
      );
  });
});
