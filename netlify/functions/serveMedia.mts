import type { Config } from '@netlify/functions';
import { serveMedia } from '../../src/server/media/serveMedia.ts';

export default serveMedia;

// Everything under /media/ reaches the function, which refuses what is not a media key: no static
// file or rewrite can ever answer there.
export const config: Config = { path: '/media/*' };
