/**
 * Whether the public site shows the latest catalogue (GET /api/admin/publish, docs/design.md decision 5).
 * Shared by the publishers on the server and the admin area's status line.
 */
export type PublishState =
  /** Nothing asked for since the site was last built, or the last build went live. */
  | { state: 'live'; publishedAt?: string }
  /** A rebuild is asked for or running; the public site still shows the previous catalogue. */
  | { state: 'publishing'; requestedAt: string }
  /** The last rebuild failed; the previous site stays online. */
  | { state: 'failed'; message: string; failedAt: string };

/** What the admin area says about a publish state. */
export function publishStateText(publish: PublishState): string {
  switch (publish.state) {
    case 'publishing':
      return 'Publishing…';
    case 'live':
      return 'Published: the public site is up to date.';
    case 'failed':
      return `Publishing failed: ${publish.message}`;
  }
}
