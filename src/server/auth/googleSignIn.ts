import * as oidc from 'openid-client';
import { adminRoutes, type GoogleSignInError } from '../../lib/admin/adminRoutes.ts';
import { getDatabase } from '../db/currentDatabase.ts';
import { allowMethods, respond } from '../http/jsonResponse.ts';
import { clearedGoogleFlowCookie, googleFlowCookie, readGoogleFlowCookie } from './adminCookies.ts';
import { readAdminSettings, type AdminSettings, type GoogleSignInSettings } from './adminSettings.ts';
import { redirectTo, startAdminSession } from './adminSignIn.ts';

/**
 * Google sign-in (docs/design.md decision 7): the OpenID Connect authorization-code flow with PKCE, by
 * openid-client. The issuer is a setting, so the tests run the whole flow against a local mock.
 * Only a verified e-mail address listed in ADMIN_EMAILS gets a session.
 */
export const callbackPath = '/api/auth/google/callback';

const loginWithError = (error: GoogleSignInError) => `${adminRoutes.login}?error=${error}`;

const configurations = new Map<string, Promise<oidc.Configuration>>();

/** The provider's discovered configuration, fetched once per instance (and again after a failure). */
function providerConfiguration({ issuer, clientId, clientSecret }: GoogleSignInSettings): Promise<oidc.Configuration> {
  const key = JSON.stringify([issuer.href, clientId, clientSecret]);
  let configuration = configurations.get(key);
  if (!configuration) {
    // Plain http is only ever allowed for a provider on this machine (adminSettings.ts).
    const options = issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined;
    configuration = oidc.discovery(issuer, clientId, clientSecret, undefined, options);
    configuration.catch(() => configurations.delete(key));
    configurations.set(key, configuration);
  }
  return configuration;
}

const redirectUri = (settings: AdminSettings) => `${settings.siteUrl}${callbackPath}`;

/** GET /api/auth/google: a full-page navigation that sends the browser to Google's sign-in. */
export function startGoogleSignIn(request: Request): Promise<Response> {
  return respond(request, async () => {
    allowMethods(request, ['GET']);
    const settings = readAdminSettings();
    if (!settings.google) return redirectTo(loginWithError('google-unavailable'));
    let configuration: oidc.Configuration;
    try {
      configuration = await providerConfiguration(settings.google);
    } catch (error) {
      console.error(
        `Google sign-in: cannot reach the provider at ${settings.google.issuer.href}: ${(error as Error).message}`,
      );
      return redirectTo(loginWithError('google-unavailable'));
    }
    const flow = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
    const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri(settings),
      response_type: 'code',
      scope: 'openid email',
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      // Let whoever has several Google accounts pick the admin one.
      prompt: 'select_account',
    });
    return redirectTo(authorizationUrl.href, [googleFlowCookie(request, flow)]);
  });
}

/**
 * GET /api/auth/google/callback: Google sends the browser back here. The state, nonce and PKCE
 * verifier must match the flow this browser started; then only a verified, listed address gets a
 * session and goes to the admin area. A completed sign-in of anyone else ends on
 * /admin-unauthorized; a flow that failed (cancelled, expired, tampered with) back on the login page.
 */
export function finishGoogleSignIn(request: Request): Promise<Response> {
  return respond(request, async () => {
    allowMethods(request, ['GET']);
    const settings = readAdminSettings();
    const clearFlow = clearedGoogleFlowCookie(request);
    if (!settings.google) return redirectTo(loginWithError('google-unavailable'), [clearFlow]);
    const flow = readGoogleFlowCookie(request);
    if (!flow) return redirectTo(loginWithError('google-failed'), [clearFlow]);

    let claims: oidc.IDToken | undefined;
    try {
      const configuration = await providerConfiguration(settings.google);
      // The address Google redirected to, with what it added: the one the token request must name.
      const currentUrl = new URL(redirectUri(settings));
      currentUrl.search = new URL(request.url).search;
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      console.warn(`Google sign-in did not complete: ${(error as Error).message}`);
      return redirectTo(loginWithError('google-failed'), [clearFlow]);
    }

    const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (claims?.email_verified !== true || !settings.adminEmails.has(email)) {
      const account = email || 'an account without an e-mail address';
      const unverified = claims?.email_verified === true ? '' : ' (address not verified)';
      console.warn(`Google sign-in refused for ${account}${unverified}.`);
      return redirectTo(adminRoutes.unauthorized, [clearFlow]);
    }
    const cookies = await startAdminSession(await getDatabase(), request, email);
    return redirectTo(adminRoutes.species, [clearFlow, ...cookies]);
  });
}
