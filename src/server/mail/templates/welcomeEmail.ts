import { Link, Text } from '@react-email/components';
import { createElement as h } from 'react';
import { siteSettings } from '../../../lib/admin/siteSettings.ts';
import { EmailLayout, emailColors, emailHeading, emailText } from './emailLayout.ts';
import { renderEmail, type RenderedEmail, unsubscribeLinkSlot, withUnsubscribeLink } from './renderEmail.ts';

export const welcomeSubject = `Welcome to the ${siteSettings.productName} newsletter`;

function WelcomeEmail({ siteUrl, unsubscribeUrl }: { siteUrl: string; unsubscribeUrl: string }) {
  const small = { ...emailText, color: emailColors.muted, fontSize: '13px', margin: 0 };
  return h(
    EmailLayout,
    {
      preview: 'You will hear from us about new ecosystems, research insights and company news.',
      footer: h(
        Text,
        { style: small },
        'You get this mail because this address was subscribed on our website. ',
        h(Link, { href: unsubscribeUrl, style: { color: emailColors.link } }, 'Unsubscribe'),
        ' with one click, at any time.',
      ),
    },
    h(Text, { style: emailHeading }, 'Welcome to our community! 🌱'),
    h(
      Text,
      { style: emailText },
      "Thank you for subscribing. You'll receive updates about new ecosystems, " +
        'research insights, and company developments.',
    ),
    h(
      Text,
      { style: emailText },
      'Until the next letter, meet the species that keep our biomes running in the ',
      h(Link, { href: `${siteUrl}/species`, style: { color: emailColors.link } }, 'species catalog'),
      '.',
    ),
  );
}

// Rendered once per site address (renderEmail.ts, unsubscribeLinkSlot).
const rendered = new Map<string, Promise<RenderedEmail>>();

export async function renderWelcomeEmail(siteUrl: string, unsubscribeUrl: string): Promise<RenderedEmail> {
  let template = rendered.get(siteUrl);
  if (!template) {
    template = renderEmail(h(WelcomeEmail, { siteUrl, unsubscribeUrl: unsubscribeLinkSlot }));
    template.catch(() => rendered.delete(siteUrl));
    rendered.set(siteUrl, template);
  }
  return withUnsubscribeLink(await template, unsubscribeUrl);
}
