import crypto from 'node:crypto';
import { Parser } from 'htmlparser2';

/**
 * What a built page's Content-Security-Policy (its `<meta http-equiv>`, as Astro writes it) would
 * block: an inline script whose SHA-256 the policy's script-src does not list, an event-handler
 * attribute (no hash can allow one without 'unsafe-hashes'), a `javascript:` link, or a page with
 * no policy at all. Each problem is one sentence; none means the browser runs everything the page holds.
 */
const scriptTypes = new Set(['', 'text/javascript', 'module', 'application/javascript']);

export function pageCspGaps(html: string): string[] {
  const policies: string[] = [];
  const inlineScripts: string[] = [];
  const gaps: string[] = [];
  let script: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'content-security-policy')
          policies.push(attributes.content ?? '');
        if (name === 'script' && attributes.src === undefined && scriptTypes.has(attributes.type?.toLowerCase() ?? ''))
          script = '';
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute)) gaps.push(`<${name} ${attribute}="${value.slice(0, 60)}"> is an inline handler`);
          if (/^\s*javascript:/i.test(value)) gaps.push(`<${name} ${attribute}="${value.slice(0, 60)}"> runs script`);
        }
      },
      ontext(text) {
        if (script !== undefined) script += text;
      },
      onclosetag(name) {
        if (name === 'script' && script !== undefined) inlineScripts.push(script);
        if (name === 'script') script = undefined;
      },
    },
    { decodeEntities: false, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  if (policies.length !== 1) return [`${policies.length} Content-Security-Policy meta elements, not one`];
  const scriptSrc = /(?:^|;)\s*script-src\s([^;]*)/.exec(policies[0]!)?.[1] ?? '';
  if (/'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'/.test(scriptSrc))
    gaps.push(`script-src allows too much: ${scriptSrc}`);
  const allowed = new Set(scriptSrc.split(/\s+/));
  for (const source of inlineScripts) {
    const hash = `'sha256-${crypto.createHash('sha256').update(source, 'utf8').digest('base64')}'`;
    if (!allowed.has(hash)) gaps.push(`an inline script (${hash}) not in script-src: ${source.slice(0, 80)}`);
  }
  return gaps;
}
