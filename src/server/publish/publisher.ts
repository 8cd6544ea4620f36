import { z } from 'zod';
import { serializeCatalogue } from '../catalogue/catalogueSnapshot.ts';
import { readCatalogue } from '../catalogue/readCatalogue.ts';
import { getDatabase } from '../db/currentDatabase.ts';
import { readPublishState, savePublishState } from '../repositories/publishStateRepository.ts';
import { parseSettings, SettingsError } from '../settings.ts';
import { httpUrlSetting, optionalSetting, readSiteUrl } from '../siteUrl.ts';
import { buildHookPublisher } from './buildHookPublisher.ts';
import type { PublishState } from '../../lib/admin/publishState.ts';
import type { Publisher } from './publisherType.ts';

// Re-exported for the publishers and tests that already import them from here.
export type { Publisher, PublishState };

let current: Publisher | undefined;

/** The local server (and tests) install theirs; a deployed function uses BUILD_HOOK_URL. */
export function usePublisher(publisher: Publisher | undefined): void {
  current = publisher;
}

export const publishSettingsSchema = z.object({
  BUILD_HOOK_URL: z
    .string()
    .optional()
    .transform(optionalSetting)
    .transform(httpUrlSetting('BUILD_HOOK_URL'))
    .describe(
      'Netlify build hook that rebuilds the public pages after a species write; ' +
        'unset locally, where the server rebuilds them itself',
    ),
  REBUILD_ON_PUBLISH: z
    .enum(['true', 'false'], { error: 'REBUILD_ON_PUBLISH must be true or false.' })
    .default('true')
    .describe(
      'npm start only: false records each publish and reports it live without rebuilding the pages ' +
        '(the admin browser tests, or work on the API alone)',
    ),
});

/** The build hook, and the public origin whose /catalogue-version.json says what is live. */
export function readPublishSettings(env: NodeJS.ProcessEnv = process.env): {
  buildHookUrl: string | undefined;
  siteUrl: string;
  rebuildOnPublish: boolean;
} {
  const settings = parseSettings(publishSettingsSchema, env, SettingsError);
  return {
    buildHookUrl: settings.BUILD_HOOK_URL,
    siteUrl: readSiteUrl(env),
    rebuildOnPublish: settings.REBUILD_ON_PUBLISH === 'true',
  };
}

export function getPublisher(): Publisher {
  if (current) return current;
  const { buildHookUrl, siteUrl } = readPublishSettings();
  current = buildHookPublisher(buildHookUrl, {
    siteUrl,
    store: {
      load: async () => readPublishState(await getDatabase()),
      save: async (next, replacing) => savePublishState(await getDatabase(), next, replacing),
    },
    expectedVersion: async () => serializeCatalogue(await readCatalogue(await getDatabase())).version,
  });
  return current;
}
