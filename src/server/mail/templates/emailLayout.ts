import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import { createElement as h, type ReactNode } from 'react';
import { sitePalette } from '../../../lib/sitePalette.ts';
import { siteSettings } from '../../../lib/admin/siteSettings.ts';

// Templates are .ts, not .tsx: the server runs under Node's type stripping, which has no JSX.

/** The site's palette, inlined because mail clients ignore stylesheets. */
export const emailColors = sitePalette;

export const emailText = { color: emailColors.text, fontSize: '16px', lineHeight: '1.6', margin: '0 0 16px' } as const;
export const emailHeading = {
  color: emailColors.heading,
  fontFamily: 'Georgia, serif',
  fontSize: '24px',
  lineHeight: '1.25',
  margin: '0 0 16px',
} as const;

/** The frame every mail shares: preview line, a white card on the page colour, and a footer. */
export function EmailLayout({
  preview,
  footer,
  children,
}: {
  preview: string;
  footer?: ReactNode;
  children?: ReactNode;
}) {
  return h(
    Html,
    { lang: 'en' },
    h(Head, null),
    h(Preview, null, preview),
    h(
      Body,
      {
        style: {
          backgroundColor: emailColors.page,
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
          margin: 0,
          padding: '24px 0',
        },
      },
      h(
        Container,
        {
          style: {
            backgroundColor: emailColors.surface,
            border: `1px solid ${emailColors.border}`,
            borderRadius: '12px',
            maxWidth: '560px',
            padding: '32px',
          },
        },
        h(
          Text,
          {
            style: {
              ...emailText,
              color: emailColors.heading,
              fontWeight: 700,
              letterSpacing: '0.06em',
              textTransform: 'uppercase',
              fontSize: '13px',
            },
          },
          siteSettings.productName,
        ),
        children,
        h(Hr, { style: { borderColor: emailColors.border, margin: '24px 0' } }),
        h(
          Section,
          null,
          footer ??
            h(
              Text,
              { style: { ...emailText, color: emailColors.muted, fontSize: '13px', margin: 0 } },
              siteSettings.tagline,
            ),
        ),
      ),
    ),
  );
}
