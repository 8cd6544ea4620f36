import { accessGrantedMessage, incorrectPasswordMessage, passwordPortalIdentity } from '../../lib/adminSignInTexts.ts';
import { adminPasswordSchema } from '../../lib/schemas/adminPassword.ts';
import { getDatabase } from '../db/currentDatabase.ts';
import { allowMethods, HttpError, jsonResponse, respond, tooManyRequests } from '../http/jsonResponse.ts';
import { clientKey } from '../http/rateLimit.ts';
import { readValidJsonBody } from '../http/readJsonBody.ts';
import {
  countPasswordAttempt,
  deleteStalePasswordFailures,
  forgetPasswordFailures,
  lockOutIfTooManyFailures,
} from '../repositories/adminPasswordFailureRepository.ts';
import { noStoreHeaders } from './adminCookies.ts';
import { plainPasswordsMatch, verifyAdminPasswordHash } from './adminPassword.ts';
import { generatedAdminPassword, readAdminSettings, type AdminPasswordSetting } from './adminSettings.ts';
import { startAdminSession } from './adminSignIn.ts';
import { requireSameOrigin } from './requireAdmin.ts';

/** 5 wrong passwords from one address within 15 minutes of the first lock that address out for 15 minutes. */
export const passwordLockout = { maxFailures: 5, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 } as const;

export function lockedOutMessage(minutes: number): string {
  return `Too many incorrect passwords. Sign-in from your network is locked; please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * POST /api/auth/password {password}: the password portal, checked on the server (DESIGN.md decision
 * 7). The attempt is counted against the client's address before the password is checked, so that
 * simultaneous guesses cannot slip past the lockout; a right password clears that address's count
 * and starts a session, a wrong one is a 401 with SPEC's message, and a locked address gets a 429.
 */
export function signInWithPassword(request: Request, context: { ip?: string }): Promise<Response> {
  return respond(request, async () => {
    allowMethods(request, ['POST']);
    requireSameOrigin(request);
    const { password } = await readValidJsonBody(request, adminPasswordSchema);
    const expected = readAdminSettings().password;
    if (expected.source === 'none') throw new HttpError(503, 'The password portal is not set up on this site; please sign in with Google.');

    const db = await getDatabase();
    const client = clientKey(context.ip);
    const now = new Date();
    const windowStart = new Date(now.getTime() - passwordLockout.windowMs);
    await deleteStalePasswordFailures(db, now, windowStart);
    const attempt = await countPasswordAttempt(db, client, now, windowStart);
    if (attempt.lockedUntil) throw lockedOut(attempt.lockedUntil.getTime() - now.getTime());
    // More attempts in flight than the limit allows: the ones before this decide.
    if (attempt.failures > passwordLockout.maxFailures) throw lockedOut(passwordLockout.lockMs);

    if (!(await passwordMatches(password, expected))) {
      if (attempt.failures >= passwordLockout.maxFailures) await lockOutIfTooManyFailures(db, client, passwordLockout.maxFailures, new Date(now.getTime() + passwordLockout.lockMs));
      throw new HttpError(401, incorrectPasswordMessage);
    }
    await forgetPasswordFailures(db, client);
    const cookies = await startAdminSession(db, request, passwordPortalIdentity);
    return jsonResponse({ message: accessGrantedMessage, user: { isAdmin: true, email: passwordPortalIdentity } }, { headers: noStoreHeaders(cookies) });
  });
}

function lockedOut(remainingMs: number): HttpError {
  return tooManyRequests(lockedOutMessage(Math.max(1, Math.ceil(remainingMs / 60_000))), remainingMs);
}

function passwordMatches(password: string, expected: Exclude<AdminPasswordSetting, { source: 'none' }>): Promise<boolean> | boolean {
  switch (expected.source) {
    case 'ADMIN_PASSWORD_HASH':
      return verifyAdminPasswordHash(password, expected.hash);
    case 'ADMIN_PASSWORD':
      return plainPasswordsMatch(password, expected.password);
    case 'generated':
      return plainPasswordsMatch(password, generatedAdminPassword(expected.file));
  }
}
