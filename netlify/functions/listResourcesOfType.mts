import type { Config, Context } from '@netlify/functions';
import { resourceTypes } from '../../src/lib/catalogue/catalogue.ts';
import { getDatabase } from '../../src/server/db/currentDatabase.ts';
import { listCacheHeaders } from '../../src/server/http/catalogueHandlers.ts';
import { allowMethods, HttpError, jsonResponse, respond } from '../../src/server/http/jsonResponse.ts';
import { listActiveResourcesOfType } from '../../src/server/repositories/resourceRepository.ts';

const listResourcesOfType = (request: Request, context: Pick<Context, 'params'>) =>
  respond(request, async () => {
    allowMethods(request, ['GET']);
    const type = resourceTypes.find((known) => known === context.params.type);
    if (!type) throw new HttpError(400, `Unknown resource type; use one of ${resourceTypes.join(', ')}.`);
    return jsonResponse(await listActiveResourcesOfType(await getDatabase(), type), { headers: listCacheHeaders });
  });

export default listResourcesOfType;

export const config: Config = { path: '/api/resources/type/:type' };
