import type { APIRoute } from 'astro';

// Generated so the sitemap address follows the site's own URL (SITE_URL, or Netlify's URL).
export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /admin-login',
      'Disallow: /admin-portal',
      'Disallow: /admin-unauthorized',
      '',
      `Sitemap: ${new URL('/sitemap-index.xml', site).href}`,
      '',
    ].join('\n'),
    { headers: { 'content-type': 'text/plain; charset=utf-8' } },
  );
