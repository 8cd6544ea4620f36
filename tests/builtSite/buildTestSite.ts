import { ensureTestSite } from '../support/testSite.ts';

/** Vitest's global setup of the built-site checks: the shared test site, built once unless current. */
export default async function buildTestSite(): Promise<void> {
  await ensureTestSite();
}
