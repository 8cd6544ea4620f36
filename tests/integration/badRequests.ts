/**
 * The bad-input matrix both visitor write endpoints must survive (docs/requirements.md §5, §8): each
 * case is answered with a 4xx and a JSON {message}, and stores nothing. Urlencoded form posts are
 * not in it: they are the no-JavaScript path, answered with a 303 to a page.
 */
export type BadRequestCase = { name: string; init: () => RequestInit; status: number; message: RegExp };

export type TextField = { name: string; max: number; multiLine?: boolean };

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const raw = (body: string | Uint8Array<ArrayBuffer>, contentType = 'application/json'): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': contentType },
  body,
});

/** A body that never says how long it is and never ends on its own: only counting stops it. */
function endlessBody(): RequestInit {
  const chunk = new TextEncoder().encode(`{"padding":"${'x'.repeat(4090)}`);
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: new ReadableStream({ pull: (controller) => controller.enqueue(chunk) }),
    duplex: 'half',
  } as RequestInit;
}

/** The valid body with its e-mail padded so that the whole body is `bytes` long. */
function bodyOfBytes(valid: Record<string, string>, bytes: number): string {
  const base = JSON.stringify({ ...valid, email: '' }).length;
  return JSON.stringify({ ...valid, email: 'a'.repeat(bytes - base) });
}

/** `maxBytes`: the endpoint's body limit (jsonBodyLimit of its schema). */
export function badRequestCases(
  valid: Record<string, string>,
  fields: TextField[],
  maxBytes: number,
): BadRequestCase[] {
  const cases: BadRequestCase[] = [
    { name: 'a GET', init: () => ({ method: 'GET' }), status: 405, message: /not allowed/ },
    { name: 'a PUT', init: () => ({ ...json(valid), method: 'PUT' }), status: 405, message: /not allowed/ },
    {
      name: 'text/plain',
      init: () => raw(JSON.stringify(valid), 'text/plain'),
      status: 415,
      message: /application\/json/,
    },
    // A form post is the browser's own path (no JavaScript): answered with a 303, see the "posted as a form" tests.
    {
      name: 'multipart',
      init: () => raw('--b\r\n\r\n--b--', 'multipart/form-data; boundary=b'),
      status: 415,
      message: /application\/json/,
    },
    {
      name: 'no content type',
      init: () => ({ method: 'POST', body: new TextEncoder().encode(JSON.stringify(valid)) }),
      status: 415,
      message: /application\/json/,
    },
    {
      name: 'a look-alike content type',
      init: () => raw(JSON.stringify(valid), 'application/jsonp'),
      status: 415,
      message: /application\/json/,
    },
    {
      name: 'a declared length over the limit',
      init: () => ({
        ...json(valid),
        headers: { 'content-type': 'application/json', 'content-length': String(maxBytes + 1) },
      }),
      status: 413,
      message: /too large/,
    },
    {
      name: 'a body of the limit + 1 byte',
      init: () => raw(bodyOfBytes(valid, maxBytes + 1)),
      status: 413,
      message: /too large/,
    },
    // Exactly at the limit the body is read and judged on its content instead.
    {
      name: 'a body of exactly the limit',
      init: () => raw(bodyOfBytes(valid, maxBytes)),
      status: 400,
      message: /at most/,
    },
    { name: 'an endless body without a length', init: endlessBody, status: 413, message: /too large/ },
    {
      name: 'a 1 MB string',
      init: () => json({ ...valid, email: 'a'.repeat(1024 * 1024) }),
      status: 413,
      message: /too large/,
    },
    { name: 'invalid JSON', init: () => raw('{"email": "ana@example.org"'), status: 400, message: /not valid JSON/ },
    {
      name: 'JSON with a trailing comma',
      init: () => raw(`${JSON.stringify(valid).slice(0, -1)},}`),
      status: 400,
      message: /not valid JSON/,
    },
    { name: 'an empty body', init: () => raw(''), status: 400, message: /empty/ },
    {
      name: 'bytes that are not UTF-8',
      init: () => raw(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
      status: 400,
      message: /UTF-8/,
    },
    { name: 'an array', init: () => json([valid]), status: 400, message: /JSON object/ },
    { name: 'null', init: () => json(null), status: 400, message: /JSON object/ },
    { name: 'a string', init: () => json('ana@example.org'), status: 400, message: /JSON object/ },
    { name: 'a number', init: () => json(42), status: 400, message: /JSON object/ },
    {
      name: 'an unknown field',
      init: () => json({ ...valid, isActive: false }),
      status: 400,
      message: /Unexpected field "isActive"/,
    },
    {
      name: 'a prototype-polluting field',
      init: () => raw(`${JSON.stringify(valid).slice(0, -1)},"__proto__":{"isAdmin":true}}`),
      status: 400,
      message: /Unexpected field "__proto__"/,
    },
    {
      name: 'a honeypot that is not text',
      init: () => json({ ...valid, website: 1 }),
      status: 400,
      message: /website field must be text/,
    },
    {
      name: 'an SQL-looking address',
      init: () => json({ ...valid, email: "x'; drop table subscribers;--@example.org" }),
      status: 400,
      message: /valid email/,
    },
    {
      name: 'an HTML-looking address',
      init: () => json({ ...valid, email: '<script>alert(1)</script>@example.org' }),
      status: 400,
      message: /valid email/,
    },
    {
      name: 'an address without a top-level domain',
      init: () => json({ ...valid, email: 'ana@example' }),
      status: 400,
      message: /valid email/,
    },
    {
      name: 'an address of 255 characters',
      init: () => json({ ...valid, email: `${'a'.repeat(243)}@example.org` }),
      status: 400,
      message: /at most 254/,
    },
  ];
  const allFields: TextField[] = [{ name: 'email', max: 254 }, ...fields.filter((field) => field.name !== 'email')];
  for (const field of allFields) {
    cases.push(
      {
        name: `${field.name} missing`,
        init: () => json(Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field.name))),
        status: 400,
        message: field.name === 'email' ? /enter your email/ : /is required/,
      },
      {
        name: `${field.name} blank`,
        init: () => json({ ...valid, [field.name]: ' \t ' }),
        status: 400,
        message: field.name === 'email' ? /enter your email/ : /is required/,
      },
      {
        name: `${field.name} null`,
        init: () => json({ ...valid, [field.name]: null }),
        status: 400,
        message: /must be text/,
      },
      {
        name: `${field.name} a number`,
        init: () => json({ ...valid, [field.name]: 12 }),
        status: 400,
        message: /must be text/,
      },
      {
        name: `${field.name} a boolean`,
        init: () => json({ ...valid, [field.name]: true }),
        status: 400,
        message: /must be text/,
      },
      {
        name: `${field.name} an array`,
        init: () => json({ ...valid, [field.name]: [valid[field.name]] }),
        status: 400,
        message: /must be text/,
      },
      {
        name: `${field.name} an object`,
        init: () => json({ ...valid, [field.name]: { $ne: '' } }),
        status: 400,
        message: /must be text/,
      },
    );
    if (field.name === 'email') continue;
    cases.push(
      {
        name: `${field.name} one character too long`,
        init: () => json({ ...valid, [field.name]: 'a'.repeat(field.max + 1) }),
        status: 400,
        message: new RegExp(`at most ${field.max.toLocaleString('en-US')}`),
      },
      {
        name: `${field.name} with a NUL`,
        init: () => json({ ...valid, [field.name]: 'a\u0000b' }),
        status: 400,
        message: /not allowed/,
      },
      {
        name: `${field.name} with a terminal escape`,
        init: () => json({ ...valid, [field.name]: 'a\u001b[31mred' }),
        status: 400,
        message: /not allowed/,
      },
      {
        name: `${field.name} with a bell`,
        init: () => json({ ...valid, [field.name]: 'a\u0007' }),
        status: 400,
        message: /not allowed/,
      },
      {
        name: `${field.name} with DEL`,
        init: () => json({ ...valid, [field.name]: 'a\u007f' }),
        status: 400,
        message: /not allowed/,
      },
      {
        name: `${field.name} with a lone surrogate`,
        init: () => json({ ...valid, [field.name]: 'a\ud800b' }),
        status: 400,
        message: /not allowed/,
      },
    );
    if (!field.multiLine)
      cases.push({
        name: `${field.name} with a line break`,
        init: () => json({ ...valid, [field.name]: 'a\r\nBcc: x@example.org' }),
        status: 400,
        message: /not allowed/,
      });
  }
  return cases;
}
