import type { SignInMethods } from '../../lib/admin/adminSignInMethods.ts';
import { allowMethods, jsonResponse, respond } from '../http/jsonResponse.ts';
import { type AdminSettings, readAdminSettings } from './adminSettings.ts';

/** Google sign-in is on when its client is configured; the portal unless it lets nobody in. */
export function signInMethodsOf(settings: Pick<AdminSettings, 'google' | 'password'>): SignInMethods {
  return { google: settings.google !== undefined, password: settings.password.source !== 'none' };
}

/**
 * GET /api/auth/methods: which ways in are switched on, so that the static sign-in pages lead with
 * one that works. Public: it says no more than the pages' own buttons would.
 */
export function listSignInMethods(request: Request): Promise<Response> {
  return respond(request, async () => {
    allowMethods(request, ['GET']);
    return jsonResponse(signInMethodsOf(readAdminSettings()));
  });
}
