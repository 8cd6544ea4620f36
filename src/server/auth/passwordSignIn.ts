import {
  accessGrantedMessage,
  incorrectPasswordMessage,
  passwordPortalIdentity,
} from '../../lib/admin/adminSignInTexts.ts';
import { adminPasswordSchema } from '../../lib/schemas/adminPasswordSignIn.ts';
import { getDatabase } from '../db/currentDatabase.ts';
import { allowMethods, HttpError, jsonResponse, respond, tooManyRequests } from '../http/jsonResponse.ts';
import { clientKey } from '../http/rateLimit.ts';
import { readValidJsonBody } from '../http/readJsonBody.ts';
import {
  countPasswordAttempt,
  deleteStalePasswordFailures,
  everyClientKey,
  lockOutIfTooManyFailures,
  uncountPasswordAttempt,
} from '../repositories/adminPasswordFailureRepository.ts';
import { noStoreHeaders } from './adminCookies.ts';
import { plainPasswordsMatch, verifyAdminPasswordHash } from './adminPassword.ts';
import { generatedAdminPassword, readAdminSettings, type AdminPasswordSetting } from './adminSettings.ts';
import { startAdminSession } from './adminSignIn.ts';
import { readPasswordLimits } from './passwordLimits.ts';
import { requireSameOrigin } from './requireAdmin.ts';

/**
 * PASSWORD limits (passwordLimits.ts): `maxFailures` wrong passwords from one address within
 * 15 minutes of the first lock that address out for 15 minutes; `globalMaxFailures` from all
 * addresses together within an hour close the portal for everyone for an hour.
 */
export const passwordLockout = {
  get maxFailures() {
    return readPasswordLimits().perClient;
  },
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
  get globalMaxFailures() {
    return readPasswordLimits().global;
  },
  // The lock never outlasts the window, so that the window is over, and the count afresh, once it lifts.
  globalWindowMs: 60 * 60 * 1000,
  globalLockMs: 60 * 60 * 1000,
};

export function lockedOutMessage(minutes: number): string {
  return (
    'Too many incorrect passwords. Sign-in from your network is locked; ' +
    `please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
  );
}

export function portalClosedMessage(minutes: number): string {
  return (
    'Too many incorrect passwords have been tried on this site, from many networks, so password sign-in is ' +
    `closed for everyone for ${minutes} minute${minutes === 1 ? '' : 's'}. Sign in with Google meanwhile.`
  );
}

/**
 * POST /api/auth/password {password}: the password portal, checked on the server (docs/design.md decision
 * 7). The attempt is counted against the client's address, and then against the global budget,
 * before the password is checked, so that simultaneous guesses cannot slip past either limit. A
 * right password takes back its own attempt (and nobody else's: an attacker behind the admin's
 * address keeps their count) and starts a session; a wrong one is a 401 with the requirements' message; a
 * locked address, or a closed portal, gets a 429 that says which and until when.
 */
export function signInWithPassword(request: Request, context: { ip?: string }): Promise<Response> {
  return respond(request, async () => {
    allowMethods(request, ['POST']);
    requireSameOrigin(request);
    const { password } = await readValidJsonBody(request, adminPasswordSchema);
    const expected = readAdminSettings().password;
    if (expected.source === 'none')
      throw new HttpError(503, 'The password portal is not set up on this site; please sign in with Google.');

    const db = await getDatabase();
    const client = clientKey(context.ip);
    const now = new Date();
    const limits = passwordLockout;
    const windowStart = new Date(now.getTime() - limits.windowMs);
    const globalWindowStart = new Date(now.getTime() - limits.globalWindowMs);
    await deleteStalePasswordFailures(db, now, windowStart);
    const attempt = await countPasswordAttempt(db, client, now, windowStart);
    if (attempt.lockedUntil) throw lockedOut(attempt.lockedUntil.getTime() - now.getTime());
    // More attempts in flight than the limit allows: the ones before this decide.
    if (attempt.failures > limits.maxFailures) throw lockedOut(limits.lockMs);
    // Counted only for attempts that will be checked, so that one locked address cannot spend the budget.
    const everyone = await countPasswordAttempt(db, everyClientKey, now, globalWindowStart);
    if (everyone.lockedUntil) throw portalClosed(everyone.lockedUntil.getTime() - now.getTime());
    if (everyone.failures > limits.globalMaxFailures) throw portalClosed(limits.globalLockMs);

    if (!(await passwordMatches(password, expected))) {
      if (attempt.failures >= limits.maxFailures) {
        await lockOutIfTooManyFailures(db, client, limits.maxFailures, new Date(now.getTime() + limits.lockMs));
      }
      if (everyone.failures >= limits.globalMaxFailures) {
        const until = new Date(now.getTime() + limits.globalLockMs);
        await lockOutIfTooManyFailures(db, everyClientKey, limits.globalMaxFailures, until);
      }
      throw new HttpError(401, incorrectPasswordMessage);
    }
    await uncountPasswordAttempt(db, client);
    await uncountPasswordAttempt(db, everyClientKey);
    const cookies = await startAdminSession(db, request, passwordPortalIdentity, context.ip);
    return jsonResponse(
      { message: accessGrantedMessage, user: { isAdmin: true, email: passwordPortalIdentity } },
      { headers: noStoreHeaders(cookies) },
    );
  });
}

function lockedOut(remainingMs: number): HttpError {
  return tooManyRequests(lockedOutMessage(Math.max(1, Math.ceil(remainingMs / 60_000))), remainingMs);
}

function portalClosed(remainingMs: number): HttpError {
  return tooManyRequests(portalClosedMessage(Math.max(1, Math.ceil(remainingMs / 60_000))), remainingMs);
}

function passwordMatches(
  password: string,
  expected: Exclude<AdminPasswordSetting, { source: 'none' }>,
): Promise<boolean> | boolean {
  switch (expected.source) {
    case 'ADMIN_PASSWORD_HASH':
      return verifyAdminPasswordHash(password, expected.hash);
    case 'ADMIN_PASSWORD':
      return plainPasswordsMatch(password, expected.password);
    case 'generated':
      return plainPasswordsMatch(password, generatedAdminPassword(expected.file));
  }
}
