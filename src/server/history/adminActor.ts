import { passwordPortalIdentity } from '../../lib/admin/adminSignInTexts.ts';
import type { AdminSession } from '../auth/requireAdmin.ts';

/**
 * Who made a change, as history names them: the Google account's e-mail, or the password portal with
 * the client address its session signed in from (several people may share the portal's password).
 */
export function actorOf(admin: Pick<AdminSession, 'email' | 'clientAddress'>): string {
  if (admin.email !== passwordPortalIdentity) return admin.email;
  return `${passwordPortalIdentity} (${admin.clientAddress ?? 'unknown address'})`;
}
