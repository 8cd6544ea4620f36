import type { Config } from '@netlify/functions';
import { listHandler } from '../../src/server/http/catalogueHandlers.ts';
import { listActiveResources } from '../../src/server/repositories/resourceRepository.ts';

export default listHandler(listActiveResources);

export const config: Config = { path: '/api/resources', method: 'GET' };
