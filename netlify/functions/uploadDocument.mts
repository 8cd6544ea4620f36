import type { Config } from '@netlify/functions';
import { uploadDocument } from '../../src/server/admin/uploadAdmin.ts';

export default uploadDocument;

export const config: Config = { path: '/api/upload/document' };
