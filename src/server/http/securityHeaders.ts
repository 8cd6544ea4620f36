/**
 * The security headers of netlify.toml's `/*` rule. Netlify applies that file's headers only to the
 * files it serves itself, never to function answers, so `respond` adds these to every function answer
 * on both deployments. A unit test keeps them equal to netlify.toml's.
 */
export const functionSecurityHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  'strict-transport-security': 'max-age=31536000',
};

/** JSON, CSV, media and redirects run nothing: a browser led to open one as a document gets nothing to run. */
export const dataContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/** The few pages a function renders (unsubscribe outcomes) use the site's styles and no scripts. */
const pagePolicy =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self'; form-action 'self'; " +
  "base-uri 'none'; frame-ancestors 'none'";

/** The answer with the site's security headers added where the function did not set its own. */
export function withSecurityHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(functionSecurityHeaders)) if (!headers.has(name)) headers.set(name, value);
  if (!headers.has('content-security-policy')) {
    headers.set(
      'content-security-policy',
      headers.get('content-type')?.startsWith('text/html') ? pagePolicy : dataContentSecurityPolicy,
    );
  }
  // A new Response: those of Response.redirect() and fetch() have headers that cannot be changed.
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
