import type { Config } from '@netlify/functions';
import { postsAdmin } from '../../src/server/admin/postsAdmin.ts';

const addPost = postsAdmin.add;

export default addPost;

export const config: Config = { path: '/api/posts', method: 'POST' };
