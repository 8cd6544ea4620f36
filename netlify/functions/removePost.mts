import type { Config } from '@netlify/functions';
import { postsAdmin } from '../../src/server/admin/postsAdmin.ts';

const removePost = postsAdmin.remove;

export default removePost;

export const config: Config = { path: '/api/posts/:id', method: 'DELETE' };
