import { deliverNewsletter } from '../../src/server/mail/newsletterDispatch.ts';

// A background function (the -background name): Netlify answers its caller 202 at once and lets it
// run for up to 15 minutes. Reached at /.netlify/functions/deliverNewsletter-background only by a
// request the site's own functions signed (newsletterDispatch.ts); the local server sends in process.
export default deliverNewsletter;
