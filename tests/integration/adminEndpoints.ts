import type { AdminEndpoint } from './adminAuthorizationMatrix.ts';
import { ghostShrimp } from './speciesFixtures.ts';

/**
 * Every endpoint that only administrators may use. Each team adds its own here; the matrix in
 * adminAuthorization.test.ts then proves that each refuses the unsigned, the forged, the expired and
 * (for writes) the cross-site request, and that none of them changed anything. Give a body that would
 * be accepted if the caller were signed in, so that only the guard stands in the way.
 */

/** A tiny real PNG (1×1, green), as a multipart upload in the field `image`. */
const onePixelPng = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (char) => char.charCodeAt(0));

function imageUpload(): RequestInit {
  const form = new FormData();
  form.append('image', new File([onePixelPng], 'pixel.png', { type: 'image/png' }));
  return { body: form };
}

export const adminEndpoints: AdminEndpoint[] = [
  { method: 'GET', path: '/api/auth/admin' },
  { method: 'GET', path: '/api/auth/user' },
  { method: 'GET', path: '/api/admin/species' },
  { method: 'GET', path: '/api/admin/publish' },
  { method: 'GET', path: '/api/subscribers' },
  { method: 'GET', path: '/api/subscribers.csv' },
  { method: 'POST', path: '/api/species', body: ghostShrimp },
  { method: 'PATCH', path: '/api/species/1', body: { ...ghostShrimp, status: 'Thriving' } },
  { method: 'DELETE', path: '/api/species/1' },
  { method: 'POST', path: '/api/species/1/photo', body: { photoUrl: '/media/0123456789abcdef0123456789abcdef.webp' } },
  { method: 'POST', path: '/api/species/1/update-note', body: { note: 'Molted twice this week.' } },
  { method: 'POST', path: '/api/upload', init: imageUpload },
];
