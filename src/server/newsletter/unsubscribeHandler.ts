import { getDatabase } from '../db/currentDatabase.ts';
import { readEmailSettings } from '../mail/emailSettings.ts';
import { allowMethods, HttpError, jsonResponse, respond } from '../http/jsonResponse.ts';
import { deactivateSubscriber } from '../repositories/subscriberRepository.ts';
import { verifyUnsubscribeToken } from '../mail/unsubscribeToken.ts';

/** The static pages of src/pages/newsletter/: the confirmation with its button, and its outcomes. */
export const unsubscribePagePath = '/newsletter/unsubscribe';
export const unsubscribedPagePath = '/newsletter/unsubscribed';
export const unsubscribeLinkInvalidPagePath = '/newsletter/unsubscribe-link-invalid';
export const unsubscribeUnavailablePagePath = '/newsletter/unsubscribe-unavailable';

export const unsubscribedMessage = 'You have been unsubscribed from our newsletter.';
const invalidLinkMessage = 'This unsubscribe link is not valid. Please use the complete link from one of our e-mails.';

/** The subscriber a request's `?token=` names, undefined unless the token is genuine (unsubscribeToken.ts). */
function subscriberOf(request: Request): { subscriberId: number | undefined; token: string } {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { subscriberId: verifyUnsubscribeToken(readEmailSettings().unsubscribeSecret(), token), token };
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

/**
 * /api/newsletter/unsubscribe?token=…, the link in every welcome mail and its List-Unsubscribe
 * header. GET (and HEAD) only look: mail scanners open links before people do, so a GET changes
 * nothing and sends the browser to the confirmation page, whose button unsubscribes
 * (`confirmUnsubscribe`); a link whose token is not genuine goes to a page that says so. POST is
 * RFC 8058's one-click unsubscribe, made by the mail provider: it unsubscribes and answers JSON. A
 * valid token of a subscriber that no longer exists still counts as done.
 */
export function unsubscribeFromNewsletter(request: Request): Promise<Response> {
  return respond(request, async () => {
    allowMethods(request, ['GET', 'POST']);
    const { subscriberId, token } = subscriberOf(request);
    if (request.method !== 'POST') {
      return seeOther(
        subscriberId === undefined
          ? unsubscribeLinkInvalidPagePath
          : `${unsubscribePagePath}?token=${encodeURIComponent(token)}`,
      );
    }
    if (subscriberId === undefined) throw new HttpError(400, invalidLinkMessage);
    await deactivateSubscriber(await getDatabase(), subscriberId);
    return jsonResponse({ message: unsubscribedMessage });
  });
}

/**
 * POST /newsletter/unsubscribe?token=…: the confirmation page's button (a plain form, so it works
 * without JavaScript). Unsubscribes and sends the browser on to the page that says so; a token that
 * is not genuine, or a database that cannot be reached now, to the page that says that, in the
 * site's layout like every page.
 */
export function confirmUnsubscribe(request: Request): Promise<Response> {
  return respond(
    request,
    async () => {
      allowMethods(request, ['POST']);
      const { subscriberId } = subscriberOf(request);
      if (subscriberId === undefined) throw new HttpError(400, invalidLinkMessage);
      await deactivateSubscriber(await getDatabase(), subscriberId);
      return seeOther(unsubscribedPagePath);
    },
    (status) => seeOther(status === 400 ? unsubscribeLinkInvalidPagePath : unsubscribeUnavailablePagePath),
  );
}
