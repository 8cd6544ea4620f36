import type { SiteSwitches } from '../schemas/siteSwitches.ts';

/**
 * Where the header, the footer and the home page's teaser send visitors for the resources. requirements §2
 * sends them to /coming-soon and has the teaser say 'Launching Soon'; once the admin switches
 * "Resources are live" on, all three lead to /resources instead.
 */
export type ResourcesLaunch = { href: '/coming-soon' | '/resources'; teaserText: string } & (
  { live: false; teaserStatus: 'Launching Soon' } | { live: true; teaserLinkText: string }
);

export function resourcesLaunch(settings: Pick<SiteSwitches, 'resourcesLive'>): ResourcesLaunch {
  if (!settings.resourcesLive) {
    return {
      live: false,
      href: '/coming-soon',
      teaserText:
        'We are preparing guides and downloadable resources for classrooms and keepers: ' +
        'PDF guides, video tutorials and worksheets.',
      teaserStatus: 'Launching Soon',
    };
  }
  return {
    live: true,
    href: '/resources',
    teaserText:
      'Our guides and downloadable resources for classrooms and keepers are here: PDF guides, video tutorials ' +
      'and worksheets. Come in, search them and take what your class or your biome needs.',
    teaserLinkText: 'Browse the Resources',
  };
}
