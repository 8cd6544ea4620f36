import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { e2eAdminPassword } from './adminSession.ts';
import { test as base } from './fixtures.ts';
import { slow } from './pageChecks.ts';
import type { AdminBiome, AdminPost, AdminResource, Species, SpeciesPayload } from './siteFacts.ts';

/**
 * The admin screens' specs run against a server of their own (playwright.config.ts). Each worker
 * signs in once through the password portal, as an administrator would, and every test starts with
 * that session.
 */
async function signInThroughPortal(browser: Browser, baseURL: string, storageFile: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/admin-portal');
  const form = page.getByRole('form', { name: 'Admin password' });
  await expect(form.getByRole('button', { name: 'Access Admin Area' })).toBeEnabled(slow);
  await form.getByLabel('Password').fill(e2eAdminPassword);
  await form.getByRole('button', { name: 'Access Admin Area' }).click();
  await page.waitForURL('**/admin/species', slow);
  await context.storageState({ path: storageFile });
  await context.close();
}

export const test = base.extend<object, { adminStorageState: string }>({
  adminStorageState: [
    async ({ browser }, use, workerInfo) => {
      const file = path.join(workerInfo.project.outputDir, `admin-session-${workerInfo.workerIndex}.json`);
      await signInThroughPortal(browser, workerInfo.project.use.baseURL!, file);
      await use(file);
    },
    { scope: 'worker' },
  ],
  storageState: ({ adminStorageState }, use) => use(adminStorageState),
});

export { expect };
export { expectNoAxeViolations, expectNoSidewaysScroll, hydrated, slow } from './pageChecks.ts';

/** A name no other test uses, even in the other project running at the same time. */
export function uniqueName(label: string, projectName: string): string {
  return `${label} ${projectName} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export const demoPhotos = [
  '/images/species/hornwort.svg',
  '/images/species/hornwort-2.svg',
  '/images/species/willow-moss.svg',
];

/** The headers of a write a test sends: writes check Origin, which a test's API requests do not carry of their own. */
export function writeHeaders(baseURL: string): { origin: string } {
  return { origin: new URL(baseURL).origin };
}

/** Adds a species through the API with the page's session, for a test to work on. */
export async function createSpecies(
  page: Page,
  baseURL: string,
  fields: Partial<SpeciesPayload> & { commonName: string },
): Promise<Species> {
  const response = await page.request.post('/api/species', {
    headers: writeHeaders(baseURL),
    data: {
      scientificName: 'Testus exemplaris',
      environment: 'Lake Biome',
      status: 'Stable',
      niche: 'Consumer',
      description: 'A species made by a browser test.',
      photos: [demoPhotos[0]],
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Species;
}

/** Deletes a species through the API, as if the admin had. */
export async function deleteSpecies(page: Page, baseURL: string, id: number): Promise<void> {
  const response = await page.request.delete(`/api/species/${id}`, { headers: writeHeaders(baseURL) });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Everything of a kind as the admin API lists it now, hidden entries included. */
async function adminList<T>(page: Page, plural: 'species' | 'biomes' | 'resources' | 'posts'): Promise<T[]> {
  const response = await page.request.get(`/api/admin/${plural}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T[];
}

/** Each kind as the admin API lists it now. */
export const adminSpecies = (page: Page) => adminList<Species>(page, 'species');
export const adminBiomes = (page: Page) => adminList<AdminBiome>(page, 'biomes');
export const adminResources = (page: Page) => adminList<AdminResource>(page, 'resources');
export const adminPosts = (page: Page) => adminList<AdminPost>(page, 'posts');

/** Adds a biome or a resource through the API: a copy of the first demo one, with these fields. */
async function createCatalogueEntry<T extends AdminBiome | AdminResource>(
  page: Page,
  baseURL: string,
  plural: 'biomes' | 'resources',
  fields: Partial<T>,
): Promise<T> {
  const [demo] = await adminList<T>(page, plural);
  const response = await page.request.post(`/api/${plural}`, {
    headers: writeHeaders(baseURL),
    data: { ...demo, id: undefined, isActive: true, ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** Adds a biome priced $99.00 through the API, for a test to work on. */
export function createBiome(page: Page, baseURL: string, title: string): Promise<AdminBiome> {
  return createCatalogueEntry<AdminBiome>(page, baseURL, 'biomes', {
    title,
    description: 'A biome made by a browser test.',
    price: 9900,
  });
}

/** Adds a video resource through the API, for a test to work on. */
export function createResource(page: Page, baseURL: string, title: string): Promise<AdminResource> {
  return createCatalogueEntry<AdminResource>(page, baseURL, 'resources', {
    title,
    description: 'A resource made by a browser test.',
    type: 'Video',
    fileUrl: 'https://www.youtube.com/watch?v=abc',
  });
}

/** Adds a journal post through the API, a draft unless `fields` says otherwise, for a test to work on. */
export async function createPost(page: Page, baseURL: string, fields: Partial<AdminPost> & { title: string }) {
  const response = await page.request.post('/api/posts', {
    headers: writeHeaders(baseURL),
    data: {
      excerpt: 'A post made by a browser test.',
      content: 'Written by a **browser test**.',
      imageUrl: demoPhotos[0],
      imageAlt: 'A hornwort sprig',
      category: 'Company News',
      isPublished: false,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as AdminPost;
}

/** A tiny valid PNG, for the file inputs. */
export const pngFile = {
  name: 'sprout.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/**
 * Watches POST /api/upload: records the multipart field names of each request (requirements §7: one file,
 * in the field `image`), holds each request until released when `hold` is set (to see the pending
 * label), and then lets it reach the server, or, with `answers`, answers it with the next of them.
 */
export async function interceptUploads(
  page: Page,
  options: { hold?: boolean; answers?: string[] } = {},
): Promise<{ release(): void; fields: string[][] }> {
  let release: () => void = () => {};
  const released = options.hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const fields: string[][] = [];
  await page.route('/api/upload', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    fields.push([...body.matchAll(/content-disposition: form-data; name="([^"]+)"/gi)].map((match) => match[1]!));
    const answer = options.answers?.[(fields.length - 1) % options.answers.length];
    await released;
    if (answer === undefined) await route.continue();
    else await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ url: answer }) });
  });
  return { release: () => release(), fields };
}

/** Where POST /api/upload stores an image: re-encoded as WebP, under /media/. */
export const uploadedImageUrl = /^\/media\/[\w.-]+\.webp$/;

/** Sends a message through the public contact form's API, as a visitor would. */
export async function sendContactMessage(
  request: APIRequestContext,
  baseURL: string,
  fields: { name: string; subject: string; message: string },
): Promise<void> {
  const response = await request.post('/api/contact', {
    headers: writeHeaders(baseURL),
    data: { email: 'reader@example.org', ...fields },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Subscribes an address to the newsletter through the public API, as a visitor would. */
export async function subscribe(page: Page, baseURL: string, email: string): Promise<void> {
  const response = await page.request.post('/api/newsletter/subscribe', {
    headers: writeHeaders(baseURL),
    data: { email },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Stores a newsletter draft written in Markdown through the API, as another window of the admin would; its id. */
export async function createNewsletterIssue(
  page: Page,
  baseURL: string,
  subject: string,
  body: string,
): Promise<number> {
  const response = await page.request.post('/api/admin/newsletters', {
    headers: writeHeaders(baseURL),
    data: { subject, body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
