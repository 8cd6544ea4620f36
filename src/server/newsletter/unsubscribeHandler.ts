import { siteSettings } from '../../lib/siteSettings.ts';
import { getDatabase } from '../db/currentDatabase.ts';
import { readEmailSettings } from '../email/emailSettings.ts';
import { escapeHtml } from '../../lib/escapeHtml.ts';
import { sitePalette } from '../../lib/sitePalette.ts';
import { allowMethods, errorResponse, HttpError, jsonResponse, respond } from '../http/jsonResponse.ts';
import { deactivateSubscriber } from '../repositories/subscriberRepository.ts';
import { verifyUnsubscribeToken } from './unsubscribeToken.ts';

export const unsubscribedPagePath = '/newsletter/unsubscribed';
export const unsubscribedMessage = 'You have been unsubscribed from our newsletter.';
const invalidLinkMessage = 'This unsubscribe link is not valid. Please use the complete link from one of our e-mails.';

/**
 * /api/newsletter/unsubscribe?token=… from a welcome mail. GET is the link a person clicks: it
 * unsubscribes and sends them to the confirmation page. POST is RFC 8058's one-click unsubscribe,
 * made by the mail provider: it unsubscribes and answers JSON. The token is signed
 * (unsubscribeToken.ts); a valid token of a subscriber that no longer exists still counts as done.
 */
export function unsubscribeFromNewsletter(request: Request): Promise<Response> {
  return respond(
    request,
    async () => {
      allowMethods(request, ['GET', 'POST']);
      const subscriberId = verifyUnsubscribeToken(readEmailSettings().unsubscribeSecret(), new URL(request.url).searchParams.get('token'));
      if (subscriberId === undefined) throw new HttpError(400, invalidLinkMessage);
      // A HEAD (a link checker's) only looks; it changes nothing.
      if (request.method !== 'HEAD') await deactivateSubscriber(await getDatabase(), subscriberId);
      if (request.method === 'POST') return jsonResponse({ message: unsubscribedMessage });
      return new Response(null, { status: 303, headers: { location: unsubscribedPagePath, 'cache-control': 'no-store' } });
    },
    // A person who followed the link reads what went wrong in a page, not in JSON.
    request.method === 'GET' ? errorPage : errorResponse,
  );
}

function errorPage(status: number, message: string, extraHeaders?: HeadersInit): Response {
  const escape = escapeHtml;
  const colors = sitePalette;
  const title = status === 400 ? 'Unsubscribe link not valid' : 'Could not unsubscribe right now';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} | ${escape(siteSettings.productName)}</title>
<style>
body { margin: 0; padding: 3rem 1rem; background: ${colors.page}; color: ${colors.text}; font: 1rem/1.6 system-ui, sans-serif; }
main { max-width: 36rem; margin: 0 auto; padding: 2rem; background: ${colors.surface}; border: 1px solid ${colors.border}; border-radius: 1.25rem; }
h1 { margin: 0 0 1rem; color: ${colors.heading}; font: 700 1.75rem/1.2 Georgia, serif; }
a { color: ${colors.link}; }
</style>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
<p>${escape(message)}</p>
<p>You can also write to <a href="mailto:${escape(siteSettings.contactEmail)}">${escape(siteSettings.contactEmail)}</a> and we will unsubscribe you by hand.</p>
<p><a href="/">Back to the home page</a></p>
</main>
</body>
</html>
`;
  const headers = new Headers(extraHeaders);
  headers.set('content-type', 'text/html; charset=utf-8');
  headers.set('cache-control', 'no-store');
  return new Response(html, { status, headers });
}
