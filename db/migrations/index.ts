import type { Migration } from 'kysely/migration';
import * as createTables from './2026-11-22T12-00-00_create_tables.ts';
import * as createRateLimits from './2026-11-22T13-00-00_create_rate_limits.ts';
import * as createAdminSessions from './2026-11-22T14-00-00_create_admin_sessions.ts';
import * as addSpeciesPhotoAlts from './2026-11-22T15-00-00_add_species_photo_alts.ts';
import * as createPublishState from './2026-11-22T16-00-00_create_publish_state.ts';
import * as addCatalogueImageAlts from './2026-11-23T12-00-00_add_catalogue_image_alts.ts';
import * as addSubscriberWelcomedAt from './2026-11-23T12-30-00_add_subscriber_welcomed_at.ts';
import * as createChanges from './2026-11-23T13-00-00_create_changes.ts';
import * as redactErasedHistory from './2026-11-27T12-00-00_redact_erased_history.ts';
import * as createSiteSettings from './2026-11-27T13-00-00_create_site_settings.ts';
import * as addSubscriberOptedOutAt from './2026-11-27T14-00-00_add_subscriber_opted_out_at.ts';
import * as indexSpeciesNames from './2026-11-27T15-30-00_index_species_names.ts';
import * as addPostSlugs from './2026-11-28T09-00-00_add_post_slugs.ts';
import * as addSubscriberUnsubscribeReason from './2026-11-28T10-00-00_add_subscriber_unsubscribe_reason.ts';
import * as createNewsletters from './2026-11-28T10-10-00_create_newsletters.ts';
import * as createWebhookMessages from './2026-11-28T10-20-00_create_webhook_messages.ts';
import * as createMailQueue from './2026-12-08T09-00-00_create_mail_queue.ts';

/**
 * Every migration, by its date-stamped name. Listed statically rather than read from the folder so
 * that the same list works in a bundled Netlify Function, under Node's type stripping and in vitest.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22T12-00-00_create_tables': createTables,
  '2026-11-22T13-00-00_create_rate_limits': createRateLimits,
  '2026-11-22T14-00-00_create_admin_sessions': createAdminSessions,
  '2026-11-22T15-00-00_add_species_photo_alts': addSpeciesPhotoAlts,
  '2026-11-22T16-00-00_create_publish_state': createPublishState,
  '2026-11-23T12-00-00_add_catalogue_image_alts': addCatalogueImageAlts,
  '2026-11-23T12-30-00_add_subscriber_welcomed_at': addSubscriberWelcomedAt,
  '2026-11-23T13-00-00_create_changes': createChanges,
  '2026-11-27T12-00-00_redact_erased_history': redactErasedHistory,
  '2026-11-27T13-00-00_create_site_settings': createSiteSettings,
  '2026-11-27T14-00-00_add_subscriber_opted_out_at': addSubscriberOptedOutAt,
  '2026-11-27T15-30-00_index_species_names': indexSpeciesNames,
  '2026-11-28T09-00-00_add_post_slugs': addPostSlugs,
  '2026-11-28T10-00-00_add_subscriber_unsubscribe_reason': addSubscriberUnsubscribeReason,
  '2026-11-28T10-10-00_create_newsletters': createNewsletters,
  '2026-11-28T10-20-00_create_webhook_messages': createWebhookMessages,
  '2026-12-08T09-00-00_create_mail_queue': createMailQueue,
};
