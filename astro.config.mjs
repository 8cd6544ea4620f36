// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';

// No adapter (DESIGN.md decision 1): every page is pre-rendered; /api/* are Netlify Functions.
export default defineConfig({
  // Canonical URLs, the sitemap and social previews name this origin. Netlify sets URL during builds.
  site: process.env.SITE_URL || process.env.URL || 'https://closedbiomes.example',
  output: 'static',
  // The local server builds into a fresh folder and swaps it in (scripts/build.ts).
  outDir: process.env.ASTRO_OUT_DIR || 'dist',
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [
    react(),
    // Fallback pages for unknown ids, the 404 and the admin area are not pages to index.
    sitemap({ filter: (page) => !/\/(404|not-found)$|^\/admin(-|\/|$)/.test(new URL(page).pathname) }),
  ],
  devToolbar: { enabled: false },
  server: { port: Number(process.env.PORT) || 4321, host: process.env.HOST || 'localhost' },
  vite: {
    server: {
      // `npm run dev` runs the real API next to astro dev (scripts/dev.ts) and proxies to it.
      proxy: process.env.DEV_API_ORIGIN
        ? { '/api': process.env.DEV_API_ORIGIN, '/media': process.env.DEV_API_ORIGIN }
        : undefined,
    },
  },
});
