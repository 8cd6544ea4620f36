// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { astroCsp } from './src/lib/contentSecurityPolicy.ts';
import { loadCatalogueOnce } from './src/server/catalogue/loadCatalogue.ts';
import {
  catalogueSearchIndexMiddleware,
  writeCatalogueSearchIndex,
} from './src/server/search/writeCatalogueSearchIndex.ts';

const notIndexed = [
  /\/(404|not-found)$/,
  /^\/admin(-|\/|$)/,
  /^\/newsletter\/(home|resources|coming-soon)\//,
  /^\/contact\//,
  /^\/newsletter\/unsubscribe/,
];

// No adapter (docs/design.md decision 1): every page is pre-rendered; /api/* are Netlify Functions.
export default defineConfig({
  // Canonical URLs, the sitemap and social previews name this origin. Netlify sets URL during builds.
  site: process.env.SITE_URL || process.env.URL || 'https://closedbiomes.example',
  output: 'static',
  // The local server builds into a fresh folder and swaps it in (scripts/build.ts).
  outDir: process.env.ASTRO_OUT_DIR || 'dist',
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [
    // Islands run on React 19 itself (docs/design.md): its hydration runs in a transition, in short tasks.
    react(),
    // Fallback pages for unknown ids, the 404, the admin area, and the pages a form posted without
    // JavaScript leads to (they only make sense after it) are not pages to index.
    sitemap({ filter: (page) => !notIndexed.some((pattern) => pattern.test(new URL(page).pathname)) }),
    // The species and resource searches' static index (docs/design.md decision 14), from the catalogue the
    // pages were built from.
    {
      name: 'catalogue-search-index',
      hooks: {
        'astro:build:done': async ({ dir }) => {
          const catalogue = await loadCatalogueOnce();
          writeCatalogueSearchIndex(catalogue, fileURLToPath(dir));
        },
        // `npm run dev` builds nothing: astro dev serves the index from memory.
        'astro:server:setup': ({ server }) => {
          server.middlewares.use(catalogueSearchIndexMiddleware(loadCatalogueOnce));
        },
      },
    },
  ],
  // A strict Content-Security-Policy in every page's <head>: Astro hashes the inline scripts and styles
  // it emits at build time, so no 'unsafe-inline' and no hand-kept hash list (README, "Security headers").
  security: { csp: astroCsp },
  devToolbar: { enabled: false },
  server: { port: Number(process.env.PORT) || 4321, host: process.env.HOST || 'localhost' },
  vite: {
    build: {
      // Scripts as files rather than inline: module scripts never hold up the first paint, and inline
      // they would add to every page's HTML (the home page must fit its first round trip).
      assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
    },
    server: {
      // `npm run dev` runs the real API next to astro dev (scripts/dev.ts) and proxies to it.
      proxy: process.env.DEV_API_ORIGIN
        ? { '/api': process.env.DEV_API_ORIGIN, '/media': process.env.DEV_API_ORIGIN }
        : undefined,
    },
  },
});
