/**
 * The Content-Security-Policy of every page, beside the `script-src` and `style-src` that Astro
 * computes per page at build time (`security.csp` in astro.config.mjs): it hashes exactly the inline
 * scripts it emits, so the policy follows the islands and pages as they change.
 * `frame-ancestors` cannot be set by a `<meta>` policy; `X-Frame-Options: DENY` (netlify.toml) does its job.
 */
export const pageCspDirectives = [
  "default-src 'self'",
  // Photo previews in the admin area are blob: URLs of the chosen files; small icons may be data: URLs.
  "img-src 'self' data: blob:",
  // The featured video plays in YouTube's privacy-enhanced player once a visitor asks for it.
  'frame-src https://www.youtube-nocookie.com',
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/**
 * Astro's `security.csp` settings. Scripts stay hashed, with no 'unsafe-inline' of any kind. Styles
 * may be inline: Radix's dialogs insert a `<style>` element of their own when they open (scroll lock,
 * with the scrollbar's width in it), which no build-time hash can know, and islands set `style`
 * attributes. CSS cannot run code; with 'unsafe-inline' present Astro leaves out the style hashes.
 */
export const astroCsp = {
  directives: [...pageCspDirectives],
  styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
};
