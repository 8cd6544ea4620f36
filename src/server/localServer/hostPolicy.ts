/**
 * Which `Host` headers the local server answers. A browser on a page of another site can reach this
 * server by DNS rebinding (its own name pointed at this machine's address); only requests that name
 * this site's hosts get an answer, so such a page can neither read the forms' answers nor the portal.
 */
export type HostPolicy = { allows(hostname: string): boolean };

/** Loopback names, including every 127.x.x.x address. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** `Host` as RFC 3986 allows it (a name, an IPv4 address or a bracketed IPv6 one, and a port), no more. */
const hostSyntax = /^(\[[0-9a-f:.]+\]|[a-z0-9._~!$&'()*+,;=-]+)(:\d{1,5})?$/i;

/**
 * The host name of a `Host` header, lower-cased, with an IPv6 address in brackets and without the
 * port; undefined when the header is missing or not a valid host (the request then gets 400).
 */
export function hostnameOf(header: string | undefined): string | undefined {
  if (!header || !hostSyntax.test(header)) return undefined;
  try {
    return new URL(`http://${header}`).hostname;
  } catch {
    return undefined;
  }
}

/** The hosts of the site: SITE_URL's, loopback, the address it listens on, and any listed in ALLOWED_HOSTS. */
export function siteHostPolicy(options: { siteUrl: string; listenHost: string; extraHosts: string[] }): HostPolicy {
  const allowed = new Set(
    [new URL(options.siteUrl).hostname, options.listenHost, ...options.extraHosts]
      .map((host) => hostnameOf(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host))
      // 0.0.0.0 and :: mean "every interface", not a name a visitor's browser should use.
      .filter((host): host is string => host !== undefined && host !== '0.0.0.0' && host !== '[::]'),
  );
  return { allows: (hostname) => isLoopback(hostname) || allowed.has(hostname) };
}
