import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJsonBody as readJsonBodyWithin, readValidJsonBody } from '../../src/server/http/readJsonBody.ts';
import { refusal } from '../integration/httpRefusal.ts';

const maxJsonBodyBytes = 16 * 1024;
const readJsonBody = (request: Request) => readJsonBodyWithin(request, maxJsonBodyBytes);

function post(
  body: BodyInit | null,
  headers: Record<string, string> = { 'content-type': 'application/json' },
  init: RequestInit = {},
) {
  return new Request('http://localhost/api/x', { method: 'POST', headers, body, ...init });
}

describe('readJsonBody', () => {
  it('parses a JSON body, with or without a charset', async () => {
    expect(await readJsonBody(post('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJsonBody(post('{"a":1}', { 'content-type': 'Application/JSON; charset=utf-8' }))).toEqual({
      a: 1,
    });
  });

  it('accepts exactly the limit and refuses one byte more (413)', async () => {
    const atLimit = `"${'a'.repeat(maxJsonBodyBytes - 2)}"`;
    expect(((await readJsonBody(post(atLimit))) as string).length).toBe(maxJsonBodyBytes - 2);
    expect(await refusal(readJsonBody(post(`${atLimit} `)))).toEqual({
      status: 413,
      message: 'The request body is too large; at most 16 KB are accepted.',
    });
  });

  it('refuses by the declared length without reading the body', async () => {
    let pulled = 0;
    const body = new ReadableStream({ pull: (controller) => (pulled++, controller.enqueue(new Uint8Array(10))) });
    const request = post(body, { 'content-type': 'application/json', 'content-length': '20000' }, {
      duplex: 'half',
    } as RequestInit);
    expect((await refusal(readJsonBody(request))).status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('stops reading an endless body as soon as it passes the limit', async () => {
    let pulled = 0;
    const body = new ReadableStream({ pull: (controller) => (pulled++, controller.enqueue(new Uint8Array(1024))) });
    expect((await refusal(readJsonBody(post(body, undefined, { duplex: 'half' } as RequestInit)))).status).toBe(413);
    expect(pulled).toBeLessThan(maxJsonBodyBytes / 1024 + 4);
  });

  it.each<[string, Record<string, string>]>([
    ['no content type', {}],
    ['text/plain', { 'content-type': 'text/plain' }],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['application/json-seq', { 'content-type': 'application/json-seq' }],
  ])('refuses %s with 415', async (_, headers) => {
    expect((await refusal(readJsonBody(post('{}', headers)))).status).toBe(415);
  });

  it.each<[string, BodyInit, string]>([
    ['invalid JSON', '{"a":', 'The request body is not valid JSON.'],
    ['an empty body', '', 'The request body is empty; send a JSON object.'],
    ['bytes that are not UTF-8', new Uint8Array([0x22, 0xc3, 0x28, 0x22]), 'The request body is not valid UTF-8 text.'],
  ])('refuses %s with 400', async (_, body, message) => {
    expect(await refusal(readJsonBody(post(body)))).toEqual({ status: 400, message });
  });
});

describe('readValidJsonBody', () => {
  const schema = z.strictObject({ name: z.string({ error: 'Name must be text.' }).max(100) });

  it('answers the schema’s output, or 400 with its first message', async () => {
    expect(await readValidJsonBody(post('{"name":"Ana"}'), schema)).toEqual({ name: 'Ana' });
    expect(await refusal(readValidJsonBody(post('{"name":1}'), schema))).toEqual({
      status: 400,
      message: 'Name must be text.',
    });
  });

  it("admits a body up to the schema's largest valid payload, and refuses one byte more (413)", async () => {
    const long = z.strictObject({ text: z.string().max(10_000) });
    // {"text":"…"} with 10,000 control characters, each written as \u0001: 2 braces, 7 for "text": and 60,002.
    const largest = JSON.stringify({ text: '\u0001'.repeat(10_000) });
    expect(largest).toHaveLength(60_011);
    expect(await readValidJsonBody(post(largest), long)).toEqual({ text: '\u0001'.repeat(10_000) });
    expect(await refusal(readValidJsonBody(post(`${largest} `), long))).toEqual({
      status: 413,
      message: 'The request body is too large; at most 59 KB are accepted.',
    });
  });

  it('reads a small body whatever its schema, so that its mistake is named (16 KB at least)', async () => {
    const spaced = `{ "name": "Ana", "extra": "${' '.repeat(16 * 1024 - 40)}" }`;
    expect(await refusal(readValidJsonBody(post(spaced), schema))).toEqual({
      status: 400,
      message: 'Unrecognized key: "extra"',
    });
  });
});
