/**
 * The sign-in texts the portal page and the server share (kept apart from the zod schema, so that
 * islands importing them do not ship zod).
 */
export const enterPasswordMessage = 'Please enter the password.';

/** requirements §5 and §8, word for word: what the portal says after a wrong and a right password. */
export const incorrectPasswordMessage = 'Access denied - Incorrect password. Please try again.';
export const accessGrantedMessage = 'Access granted - Redirecting to admin area...';

/** The `email` of a session opened at the password portal: no Google account stands behind it. */
export const passwordPortalIdentity = 'password portal';

/** What the admin area is for, on the sign-in page: everything an administrator does there. */
export const adminAreaSummary =
  'Administrators manage the species (with their photos and update notes), the biomes and the educational ' +
  'resources, read the contact messages, look after the newsletter’s subscribers, launch the resources, ' +
  'and can see, undo and restore every change in History.';
