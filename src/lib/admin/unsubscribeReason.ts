/**
 * Why a subscriber became inactive (requirements §10.8): their own unsubscribe (the mail's link or its
 * one-click), the admin's, or the mail provider's report that the address bounced for good or that
 * its owner marked a mail as spam. Kept apart from subscribers.ts, which reads the table types.
 */
export const unsubscribeReasons = ['owner', 'admin', 'hard-bounce', 'complaint'] as const;
export type UnsubscribeReason = (typeof unsubscribeReasons)[number];

/** The words the admin's subscribers screen shows for each reason. */
export const unsubscribeReasonLabels: Record<UnsubscribeReason, string> = {
  owner: 'Unsubscribed themselves',
  admin: 'Unsubscribed by an admin',
  'hard-bounce': 'Address bounced',
  complaint: 'Marked our mail as spam',
};
