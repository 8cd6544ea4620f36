import type { Config } from '@netlify/functions';
import { editSiteSettings } from '../../src/server/admin/siteSettingsAdmin.ts';

export default editSiteSettings;

export const config: Config = { path: '/api/admin/settings', method: 'PATCH' };
