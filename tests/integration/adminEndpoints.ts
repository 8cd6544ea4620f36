import type { AdminEndpoint } from './adminAuthorizationMatrix.ts';
import { cloudForestBiome, mossGuideResource, sealedJarPost } from './catalogueAdminFixtures.ts';
import { documentForm, smallPdf } from './documentFixtures.ts';
import { ghostShrimp } from '../support/speciesFixtures.ts';

/**
 * Every endpoint that only administrators may use. Each team adds its own here; the matrix in
 * adminAuthorization.test.ts then proves that each refuses the unsigned, the forged, the expired and
 * (for writes) the cross-site request, and that none of them changed anything. Give a body that would
 * be accepted if the caller were signed in, so that only the guard stands in the way.
 */

/** A tiny real PNG (1×1, green), as a multipart upload in the field `image`. */
const onePixelPng = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

function imageUpload(): RequestInit {
  const form = new FormData();
  form.append('image', new File([onePixelPng], 'pixel.png', { type: 'image/png' }));
  return { body: form };
}

export const adminEndpoints: AdminEndpoint[] = [
  { method: 'GET', path: '/api/auth/admin' },
  { method: 'GET', path: '/api/auth/user' },
  { method: 'GET', path: '/api/admin/species' },
  { method: 'GET', path: '/api/admin/species?q=shrimp&sort=-commonName&page=1' },
  { method: 'GET', path: '/api/admin/publish' },
  { method: 'GET', path: '/api/admin/species/export' },
  { method: 'POST', path: '/api/admin/species/import', body: [ghostShrimp] },
  {
    method: 'POST',
    path: '/api/admin/species/import?dryRun=true',
    init: () => ({
      headers: { 'content-type': 'text/csv' },
      body: `${Object.keys(ghostShrimp).join(',')}\n${Object.values(ghostShrimp).join(',')}\n`,
    }),
  },
  { method: 'GET', path: '/api/subscribers' },
  { method: 'GET', path: '/api/subscribers.csv' },
  { method: 'POST', path: '/api/species', body: ghostShrimp },
  { method: 'PATCH', path: '/api/species/1', body: { ...ghostShrimp, status: 'Thriving' } },
  { method: 'DELETE', path: '/api/species/1' },
  { method: 'POST', path: '/api/species/1/photo', body: { photoUrl: '/media/0123456789abcdef0123456789abcdef.webp' } },
  { method: 'POST', path: '/api/species/1/update-note', body: { note: 'Molted twice this week.' } },
  { method: 'POST', path: '/api/upload', init: imageUpload },
  { method: 'POST', path: '/api/upload/document', init: () => ({ body: documentForm(smallPdf, 'guide.pdf') }) },
  { method: 'GET', path: '/api/admin/messages' },
  { method: 'GET', path: '/api/admin/messages?q=ana' },
  { method: 'GET', path: '/api/admin/messages/counts' },
  { method: 'PATCH', path: '/api/admin/messages/1', body: { isRead: true } },
  { method: 'DELETE', path: '/api/admin/messages/1' },
  { method: 'GET', path: '/api/subscribers?q=example' },
  { method: 'GET', path: '/api/admin/subscribers/counts' },
  { method: 'PATCH', path: '/api/subscribers/1', body: { isActive: false } },
  { method: 'DELETE', path: '/api/subscribers/1' },
  { method: 'GET', path: '/api/admin/biomes' },
  { method: 'POST', path: '/api/biomes', body: cloudForestBiome },
  { method: 'PATCH', path: '/api/biomes/1', body: cloudForestBiome },
  { method: 'DELETE', path: '/api/biomes/1' },
  { method: 'GET', path: '/api/admin/resources' },
  { method: 'POST', path: '/api/resources', body: mossGuideResource },
  { method: 'PATCH', path: '/api/resources/1', body: mossGuideResource },
  { method: 'DELETE', path: '/api/resources/1' },
  { method: 'GET', path: '/api/admin/posts' },
  { method: 'POST', path: '/api/posts', body: sealedJarPost },
  { method: 'PATCH', path: '/api/posts/1', body: sealedJarPost },
  { method: 'DELETE', path: '/api/posts/1' },
  { method: 'GET', path: '/api/admin/history' },
  { method: 'GET', path: '/api/admin/history/deleted' },
  { method: 'POST', path: '/api/admin/history/1/restore' },
  { method: 'GET', path: '/api/admin/settings' },
  { method: 'PATCH', path: '/api/admin/settings', body: { resourcesLive: true } },
  { method: 'GET', path: '/api/admin/newsletters' },
  { method: 'POST', path: '/api/admin/newsletters', body: { subject: 'Moss in spring', body: 'It grows.' } },
  { method: 'GET', path: '/api/admin/newsletters/1' },
  { method: 'PATCH', path: '/api/admin/newsletters/1', body: { subject: 'Moss in winter', body: 'Still slow.' } },
  { method: 'DELETE', path: '/api/admin/newsletters/1' },
  { method: 'GET', path: '/api/admin/newsletters/1/preview' },
  { method: 'POST', path: '/api/admin/newsletters/1/test', body: { email: 'owner@example.org' } },
  { method: 'POST', path: '/api/admin/newsletters/1/send' },
  { method: 'POST', path: '/api/admin/newsletters/1/retry' },
];
