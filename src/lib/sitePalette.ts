/**
 * The site's palette (src/styles/global.css) for what cannot use its stylesheet: e-mails, whose
 * clients ignore stylesheets, and the pages the API answers with itself.
 */
export const sitePalette = {
  page: '#fbf9f3',
  surface: '#ffffff',
  border: '#e6d9bb',
  heading: '#1f4a33',
  text: '#1c2a22',
  muted: '#4a5a4f',
  link: '#0f5e66',
} as const;
