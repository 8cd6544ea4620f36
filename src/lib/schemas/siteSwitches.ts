import { z } from 'zod';
import { objectShapeError } from './newsletterSubscription.ts';

/**
 * PATCH /api/admin/settings: the settings the admin switches from the admin area (stored in the
 * site_settings row, recorded in History, and shown on the public site after the next publish).
 */
export const siteSwitchesSchema = z
  .strictObject(
    {
      resourcesLive: z
        .boolean({ error: 'resourcesLive must be true or false.' })
        .describe(
          'Whether the resources are launched: the header, the footer and the home page then lead to ' +
            '/resources; false keeps /coming-soon and “Launching Soon” (requirements §2.24).',
        ),
    },
    { error: objectShapeError },
  )
  .describe('The site settings the admin switches');

export type SiteSwitches = z.output<typeof siteSwitchesSchema>;

/** What a database without a settings row, or a fresh one, means: the requirements' behaviour. */
export const defaultSiteSwitches: SiteSwitches = { resourcesLive: false };
