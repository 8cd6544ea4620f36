import type { Config } from '@netlify/functions';
import { listHandler } from '../../src/server/http/catalogueHandlers.ts';
import { listActiveResources } from '../../src/server/repositories/resourceRepository.ts';

const listResources = listHandler(listActiveResources);

export default listResources;

export const config: Config = { path: '/api/resources', method: 'GET' };
