import type { AdminEndpoint } from './adminAuthorizationMatrix.ts';

/**
 * Every endpoint that only administrators may use. Each team adds its own here; the matrix in
 * adminAuthorization.test.ts then proves that each refuses the unsigned, the forged, the expired and
 * (for writes) the cross-site request, and that none of them changed anything. Give a body that would
 * be accepted if the caller were signed in, so that only the guard stands in the way.
 */
export const adminEndpoints: AdminEndpoint[] = [
  { method: 'GET', path: '/api/auth/admin' },
  { method: 'GET', path: '/api/auth/user' },
];
