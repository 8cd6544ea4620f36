import type { Config } from '@netlify/functions';
import { uploadImage } from '../../src/server/admin/uploadAdmin.ts';

export default uploadImage;

export const config: Config = { path: '/api/upload' };
