/**
 * The two kinds of address the admin may store for images and files: a path on this site (an upload
 * under /media/…, or a file the site ships, such as /images/… or /downloads/…) or an https address.
 * Nothing that a browser would run (javascript:, data:), and no protocol-relative //host paths.
 */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)[\w\-./%]+$/.test(value);
}

export function isHttpsAddress(value: string): boolean {
  return /^https:\/\/[^\s"'<>]+$/.test(value);
}
