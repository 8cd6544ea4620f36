import { describe, expect, it } from 'vitest';
import { resourcesLaunch } from '../../src/lib/catalogue/resourcesLaunch.ts';
import { defaultSiteSwitches } from '../../src/lib/schemas/siteSwitches.ts';

describe('resourcesLaunch', () => {
  it('keeps requirements §2 by default: Resources leads to /coming-soon and the teaser says "Launching Soon"', () => {
    expect(defaultSiteSwitches.resourcesLive).toBe(false);
    expect(resourcesLaunch(defaultSiteSwitches)).toMatchObject({
      live: false,
      href: '/coming-soon',
      teaserStatus: 'Launching Soon',
      teaserText: expect.stringContaining('PDF guides, video tutorials and worksheets'),
    });
  });

  it('once the resources are live, leads to /resources and invites visitors in, with no "Launching Soon"', () => {
    const launch = resourcesLaunch({ resourcesLive: true });
    expect(launch).toMatchObject({ live: true, href: '/resources', teaserLinkText: 'Browse the Resources' });
    expect(JSON.stringify(launch)).not.toContain('Launching Soon');
  });
});
