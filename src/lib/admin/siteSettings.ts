/**
 * The company facts every page and e-mail shares. One module so that a rename, a new channel or a
 * new contact address is one edit (docs/design.md: "one settings module").
 */
export const siteSettings = {
  productName: 'Closed Biomes',
  tagline: 'Living ecosystems, sealed in glass, built to teach.',
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

/** requirements §2: the title gets the product suffix unless it already names the product. */
export function pageTitle(title: string): string {
  const name = siteSettings.productName;
  return title.toLowerCase().includes(name.toLowerCase()) ? title : `${title} | ${name}`;
}
