import { describe, expect, it } from 'vitest';
import { HttpError, jsonResponse, respond } from '../../src/server/http/jsonResponse.ts';
import { functionSecurityHeaders } from '../../src/server/http/securityHeaders.ts';
import { headersFor, readNetlifyRules } from '../../src/server/localServer/netlifyRules.ts';

const request = new Request('http://localhost/api/example');

describe('security headers of function answers', () => {
  // Netlify does not apply netlify.toml's headers to functions; their caching is their own.
  it("are netlify.toml's headers for every path", () => {
    const { 'cache-control': _caching, ...pageHeaders } = headersFor(readNetlifyRules('netlify.toml'), '/api/example');
    expect(functionSecurityHeaders).toEqual(pageHeaders);
  });

  it('come with every answer of respond: success, refusal and failure', async () => {
    const answers = [
      await respond(request, async () => jsonResponse({ ok: true })),
      await respond(request, async () => {
        throw new HttpError(413, 'Too large');
      }),
      await respond(request, async () => Response.redirect('http://localhost/elsewhere', 303)),
    ];
    for (const answer of answers) {
      expect(Object.fromEntries(answer.headers)).toMatchObject({
        ...functionSecurityHeaders,
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      });
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 413, 303]);
  });

  it("give a page a policy without scripts, and leave a function's own headers as they are", async () => {
    const page = await respond(
      request,
      async () => new Response('<p>Done</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    );
    expect(page.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'self' 'unsafe-inline';/,
    );
    expect(page.headers.get('content-security-policy')).not.toContain('script-src');
    const own = await respond(
      request,
      async () =>
        new Response('x', { headers: { 'content-security-policy': 'sandbox', 'x-frame-options': 'SAMEORIGIN' } }),
    );
    expect(own.headers.get('content-security-policy')).toBe('sandbox');
    expect(own.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
