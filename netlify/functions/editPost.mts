import type { Config } from '@netlify/functions';
import { postsAdmin } from '../../src/server/admin/postsAdmin.ts';

const editPost = postsAdmin.edit;

export default editPost;

export const config: Config = { path: '/api/posts/:id', method: 'PATCH' };
