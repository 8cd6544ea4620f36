/**
 * What the browser tests expect of the site, written out here on purpose: these tests import
 * nothing from src/ (tests/unit/importGraph.test.ts holds them to it). They check the site as a
 * stranger sees it, so a change in src/ must not silently change what they expect; a text, a
 * choice list or an API shape that changes there has to be changed here too, knowingly.
 * The sources they copy are named at each fact.
 */

/** The company facts (src/lib/admin/siteSettings.ts); the channels in the order the pages list them. */
export const siteFacts = {
  productName: 'Closed Biomes',
  contactEmail: 'hello@closedbiomes.example',
  social: {
    videoSite: { label: 'YouTube', url: 'https://www.youtube.com/@closedbiomes' },
    photoSite: { label: 'Instagram', url: 'https://www.instagram.com/closedbiomes' },
    shortVideoSite: { label: 'TikTok', url: 'https://www.tiktok.com/@closedbiomes' },
    socialNetwork: { label: 'Facebook', url: 'https://www.facebook.com/closedbiomes' },
    crowdfunding: { label: 'Patreon', url: 'https://www.patreon.com/closedbiomes' },
  },
  featuredVideo: {
    youtubeId: 'a1Xq9GZpW3c',
    title: 'Inside a five-biome closed ecosystem',
    moreVideosUrl: 'https://www.youtube.com/@closedbiomes/videos',
  },
} as const;

/** The sign-in page's alerts after a failed Google sign-in (src/lib/admin/adminRoutes.ts). */
export const googleSignInErrors = {
  'google-unavailable':
    'Google sign-in is not available right now. Please try again later, or use the password portal.',
  'google-failed': 'Google sign-in did not complete. Please try again.',
} as const;

/** The admin species forms' choices, in the order they offer them (requirements §3). */
export const speciesEnvironments = [
  'Lake Biome',
  'Seagrass Meadow Biome',
  'Lakeshore Biome',
  'Beach Biome',
  'Grassland Biome',
  'Mangrove Biome',
];
export const speciesNiches = ['Primary Producer', 'Consumer', 'Decomposer', 'Facilitator'];
export const speciesStatuses = ['Thriving', 'Stable', 'Growing', 'Abundant', 'Endangered', 'Declining'];

/** requirements §9's long date of a UTC day, as the pages show it: 'March 5, 2026'. */
export function longDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The time zone the admin area shows its times in: SITE_TIME_ZONE's default, which the test servers keep. */
export const siteTimeZone = 'America/New_York';

/** The day of `date` as the admin lists show it, in the site's zone: 'March 5, 2026'. */
export function adminDay(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: siteTimeZone }).format(date);
}

/** An admin time of `date`'s day in the site's zone, to the minute and with the zone named. */
export function adminTimeOfDay(date: Date): RegExp {
  return new RegExp(`^${adminDay(date)}, \\d{1,2}:\\d{2} [AP]M E[SD]T$`);
}

/** A dated note of a species, as the API sends it. */
export type UpdateNote = { date: string; note: string; photos?: string[] };

/** A species as the admin API lists it and as a write answers (src/lib/catalogue/catalogue.ts). */
export type Species = {
  id: number;
  commonName: string;
  scientificName: string;
  environment: string;
  status: string;
  niche: string;
  description: string;
  careInstructions: string;
  photos: string[];
  updateNotes: UpdateNote[];
  photoAlts: Record<string, string>;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};

/** A species as the public API sends it (/api/species): the admin's fields but the stored-only ones. */
export type PublicSpecies = Omit<Species, 'photoAlts' | 'isActive' | 'createdAt' | 'updatedAt'>;

/** What POST /api/species takes (src/lib/schemas/species.ts); photoAlts may be left out. */
export type SpeciesPayload = Omit<Species, 'id' | 'createdAt' | 'updatedAt' | 'photoAlts'> & {
  photoAlts?: Record<string, string>;
};

/** A biome as the admin API lists it and as a write answers (src/lib/schemas/biome.ts). */
export type AdminBiome = {
  id: number;
  title: string;
  type: string;
  description: string;
  lightLevel: string;
  temperature: string;
  waterNeeds: string;
  price: number;
  imageUrl: string;
  imageAlt: string;
  isActive: boolean;
};

/** A biome as the public API sends it (/api/biomes). */
export type PublicBiome = Omit<AdminBiome, 'imageAlt' | 'isActive'>;

/** A resource as the admin API lists it and as a write answers (src/lib/schemas/resource.ts). */
export type AdminResource = {
  id: number;
  title: string;
  description: string;
  type: string;
  fileUrl: string;
  imageUrl: string;
  imageAlt: string;
  isActive: boolean;
};

/** A journal post as the admin API lists it and as a write answers (src/lib/journal/post.ts). */
export type AdminPost = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  imageAlt: string;
  category: string;
  publishedAt: string;
  isPublished: boolean;
};

/** The counts of an issue's deliveries as GET /api/admin/newsletters gives them (src/lib/admin/newsletters.ts). */
export type IssueDeliveries = {
  total: number;
  pending: number;
  sent: number;
  failed: number;
  skipped: number;
  delivered: number;
  bounced: number;
  complained: number;
  failures: { reason: string; count: number }[];
};

const mailsWord = (count: number) => (count === 1 ? '1 mail' : `${count} mails`);

/**
 * The newsletter screen's words about what became of an issue's mails and about its failed ones
 * (src/lib/admin/newsletterScreen.ts), and the server's refusal of a retry when none failed
 * (src/server/admin/newslettersAdmin.ts).
 */
export const issueDeliveryTexts = {
  figures: ({ sent, delivered, bounced, complained, failed }: IssueDeliveries) =>
    `${sent} sent · ${delivered} delivered · ${bounced} bounced · ${complained} marked as spam · ${failed} failed`,
  failedTitle: (failed: number) => `${mailsWord(failed)} could not be sent`,
  failureReason: ({ reason, count }: { reason: string; count: number }) => `${mailsWord(count)}: ${reason}`,
  retryLabel: (failed: number) => `Retry ${failed} failed`,
  retryPending: 'Sending again...',
  retryStarted: (subject: string, failed: number) =>
    `Sending the ${failed === 1 ? 'failed mail' : `${failed} failed mails`} of “${subject}” again.`,
  /** What the live region says once the list shows a failed issue sending again. */
  retryHeard: (subject: string) => `“${subject}”: its failed mails are being sent again.`,
  nothingFailed: 'No delivery of this issue failed, so there is nothing to send again.',
};

/**
 * The line under a subscriber's badge about the last issue sent to them, with what became of their copy
 * in the screen's words ('Delivered', 'Bounced', …): src/lib/admin/subscribers.ts.
 */
export const lastIssueLine = (subject: string, outcome: string) => `Last issue: ${subject} — ${outcome}`;
