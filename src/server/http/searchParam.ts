import { adminSearchSchema } from '../../lib/schemas/adminInbox.ts';
import { parseOrRefuse } from './parseOrRefuse.ts';

/** The `q` of an admin list's address (adminSearchSchema): '' when absent; 400 when it is not a fit search. */
export function readSearchParam(request: Request): string {
  return parseOrRefuse(
    adminSearchSchema,
    new URL(request.url).searchParams.get('q') ?? undefined,
    'The search is not valid.',
  );
}
