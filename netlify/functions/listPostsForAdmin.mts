import type { Config } from '@netlify/functions';
import { postsAdmin } from '../../src/server/admin/postsAdmin.ts';

const listPostsForAdmin = postsAdmin.list;

export default listPostsForAdmin;

export const config: Config = { path: '/api/admin/posts' };
