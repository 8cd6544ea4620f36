import type { Config } from '@netlify/functions';
import { getSiteSettings } from '../../src/server/admin/siteSettingsAdmin.ts';

export default getSiteSettings;

export const config: Config = { path: '/api/admin/settings', method: 'GET' };
