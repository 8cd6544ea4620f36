import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated, slow } from './pageChecks.ts';

/** The species picker of the photo and notes managers. */
const speciesPicker = (page: Page) => page.getByLabel('Species', { exact: true });

/**
 * The admin screens (src/pages/admin): where each one is, its heading, and what it shows once its
 * island has loaded the admin's data.
 */
const screens = {
  species: { path: '/admin/species', heading: 'Species Management', loaded: (page) => page.getByRole('table') },
  photos: { path: '/admin/photos', heading: 'Species Photo Manager', loaded: speciesPicker },
  notes: { path: '/admin/notes', heading: 'Species Update Notes Manager', loaded: speciesPicker },
  biomes: {
    path: '/admin/biomes',
    heading: 'Biome Catalogue',
    loaded: (page) => page.getByRole('region', { name: 'Biomes' }),
  },
  resources: {
    path: '/admin/resources',
    heading: 'Educational Resources',
    loaded: (page) => page.getByRole('region', { name: 'Resources' }),
  },
  journal: {
    path: '/admin/journal',
    heading: 'Journal',
    loaded: (page) => page.getByRole('region', { name: 'Posts' }),
  },
  messages: {
    path: '/admin/messages',
    heading: 'Contact Messages',
    loaded: (page) => page.getByRole('list', { name: 'Messages' }),
  },
  subscribers: {
    path: '/admin/subscribers',
    heading: 'Newsletter Subscribers',
    loaded: (page) => page.getByRole('table'),
  },
  newsletter: {
    path: '/admin/newsletter',
    heading: 'Newsletter Issues',
    loaded: (page) => page.getByRole('button', { name: 'New issue' }),
  },
  history: {
    path: '/admin/history',
    heading: 'History',
    loaded: (page) => page.getByRole('list', { name: 'Changes' }),
  },
  settings: {
    path: '/admin/settings',
    heading: 'Settings',
    loaded: (page) => page.getByRole('button', { name: 'Save Settings' }),
  },
} satisfies Record<string, { path: string; heading: string; loaded: (page: Page) => Locator }>;

export type AdminScreen = keyof typeof screens;

/**
 * Opens an admin screen and waits until its island has hydrated and shows the admin's data;
 * resolves with what shows it (the table, the species picker, the list of changes, …). Species
 * Management shows a page of species at a time: `search` finds the ones a test works on.
 */
export async function openAdminScreen(page: Page, screen: AdminScreen, { search }: { search?: string } = {}) {
  const { path, heading, loaded } = screens[screen];
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(slow);
  await hydrated(page);
  const content = loaded(page);
  await expect(content).toBeVisible(slow);
  if (search !== undefined) await searchSpecies(page, search);
  return content;
}

/** Types `text` in Species Management's search box and waits for the server's page of matches. */
export async function searchSpecies(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search species' }).fill(text);
  await expect(page.getByRole('status').filter({ hasText: `“${text}”` })).toBeVisible(slow);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The table row whose header starts with `name` (a species' row header may add "(hidden)"). */
export function rowOf(page: Page, name: string): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escapeRegExp(name)}`) }) });
}

/** Opens the edit dialog of the row whose header starts with `name`, by its Edit button. */
export async function openEditDialog(
  page: Page,
  name: string,
  dialogName: 'Edit Species' | 'Edit Biome' | 'Edit Resource' | 'Edit Post',
): Promise<Locator> {
  await rowOf(page, name)
    .getByRole('button', { name: `Edit ${name}`, exact: true })
    .click();
  return page.getByRole('dialog', { name: dialogName });
}

/** The History screen's entry of a species deleted lately, with its Restore button. */
export function recentlyDeletedSpecies(page: Page, commonName: string): Locator {
  return page
    .getByRole('list', { name: 'Recently deleted' })
    .getByRole('listitem')
    .filter({ hasText: `deleted species “${commonName}”` });
}

/** Confirms the restore a Restore button asked for, in its 'Restore this version?' dialog. */
export async function confirmRestore(page: Page): Promise<void> {
  await page
    .getByRole('alertdialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Restore', exact: true })
    .click();
}

/** The admin area's line about publishing: 'Publishing…', 'Published: …' or 'Publishing failed: …'. */
export function publishStatus(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /Publish/ });
}

/**
 * Chooses a species in the photo or notes manager's picker: its name typed in the search box, then
 * its option, which reads 'Name (Scientific name)', chosen once the server's matches list it.
 */
export async function pickSpecies(picker: Locator, species: { commonName: string; scientificName: string }) {
  await picker.page().getByRole('searchbox', { name: 'Find a species' }).fill(species.commonName);
  await picker.selectOption({ label: `${species.commonName} (${species.scientificName})` });
}

/** The element lies within the screen's width once scrolled to (a wide table may scroll it into view). */
export async function expectWithinScreenWidth(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  const { width } = locator.page().viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/**
 * No word of a button's or a link-button's label on the page is split across two lines ("Edi / t"):
 * each word, measured as a text range, lies on one line (a split word has a box on each line).
 */
export async function expectButtonWordsWhole(page: Page): Promise<void> {
  const broken = await page.evaluate(() => {
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>('button, a.button, [role="button"]')) {
      if (control.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // A line may end after a hyphen: the parts between spaces and hyphens are the words.
        for (const match of text.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top));
          if (lines.size > 1) found.push(`${match[0]} (in “${control.textContent?.trim()}”)`);
        }
      }
    }
    return found;
  });
  expect(broken, 'words broken across lines').toEqual([]);
}
