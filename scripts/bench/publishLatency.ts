// The publish part of `npm run bench`: signs in to a running local server through the password
// portal, edits a species through the admin API, and measures the time until the public page of
// that species serves the edited text (the rebuild in a child process and the atomic swap).

import { signInWithPassword } from './adminSignIn.ts';

export type PublishLatency = { seconds: number; published: boolean };

export async function measurePublishLatency(
  origin: string,
  adminPassword: string,
  timeoutMs = 180_000,
): Promise<PublishLatency> {
  const cookie = await signInWithPassword(origin, adminPassword);

  // The screen's first page, not the whole list: at 10,000 species that list is 12 MB.
  const {
    items: [species],
  } = (await (await fetch(new URL('/api/admin/species?page=1', origin), { headers: { cookie } })).json()) as {
    items: Record<string, unknown>[];
  };
  if (!species) throw new Error('The catalogue has no species to edit.');
  const { id, createdAt, updatedAt, ...fields } = species;
  const marker = `Edited by the publish bench at ${new Date().toISOString()}.`;
  const started = performance.now();
  const edit = await fetch(new URL(`/api/species/${id}`, origin), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie, origin },
    body: JSON.stringify({
      ...fields,
      description: `${String(fields.description).split(' Edited by the publish bench')[0]} ${marker}`,
    }),
  });
  if (!edit.ok) throw new Error(`Editing species ${id} failed with ${edit.status}: ${await edit.text()}`);

  while (performance.now() - started < timeoutMs) {
    const page = await fetch(new URL(`/species/${id}`, origin), { headers: { 'cache-control': 'no-cache' } });
    if ((await page.text()).includes(marker)) return { seconds: (performance.now() - started) / 1000, published: true };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { seconds: timeoutMs / 1000, published: false };
}
