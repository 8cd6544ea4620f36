// @ts-check
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';

/** Packages that import `react`, which islands get as preact/compat. */
const reactPackages = ['react', 'react-dom', 'react/jsx-runtime', /^@radix-ui\//, '@nanostores/react', /^react-remove-scroll/, 'react-style-singleton', 'use-sidecar', 'use-callback-ref'];

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
    // Islands are written against React's API and run on Preact through preact/compat: a tenth of
    // React's JavaScript to download, parse and hydrate on a phone. The server's e-mail templates
    // still render with React itself (they are not part of the Astro build).
    preact({ compat: true }),
    // Fallback pages for unknown ids, the 404 and the admin area are not pages to index.
    sitemap({ filter: (page) => !/\/(404|not-found)$|^\/admin(-|\/|$)/.test(new URL(page).pathname) }),
  ],
  devToolbar: { enabled: false },
  server: { port: Number(process.env.PORT) || 4321, host: process.env.HOST || 'localhost' },
  vite: {
    build: {
      // Scripts as files rather than inline: module scripts never hold up the first paint, and inline
      // they would add to every page's HTML (the home page must fit its first round trip).
      assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
    },
    // Bundled into the server render rather than loaded from node_modules, so that their `react`
    // imports resolve to preact/compat as in the browser: loaded as they are, they would call the
    // hooks of a second renderer (React) while Preact renders the page.
    environments: { ssr: { resolve: { noExternal: reactPackages } }, prerender: { resolve: { noExternal: reactPackages } } },
    server: {
      // `npm run dev` runs the real API next to astro dev (scripts/dev.ts) and proxies to it.
      proxy: process.env.DEV_API_ORIGIN
        ? { '/api': process.env.DEV_API_ORIGIN, '/media': process.env.DEV_API_ORIGIN }
        : undefined,
    },
  },
});
