import type { APIRoute } from 'astro';
import { loadCatalogueOnce } from '../server/catalogue/loadCatalogue.ts';
import { serializeCatalogue } from '../server/catalogue/catalogueSnapshot.ts';

/**
 * The version of the catalogue these pages were built from. After a publish, the admin area knows
 * the public site is live again when this file (served from the CDN, like every page) carries the
 * version of the catalogue in the database (src/server/publish/buildHookPublisher.ts).
 */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify({ version: serializeCatalogue(await loadCatalogueOnce()).version }), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
