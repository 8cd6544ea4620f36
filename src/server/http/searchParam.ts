import { adminSearchSchema } from '../../lib/schemas/adminInbox.ts';
import { HttpError } from './jsonResponse.ts';

/** The `q` of an admin list's address (adminSearchSchema): '' when absent; 400 when it is not a fit search. */
export function readSearchParam(request: Request): string {
  const parsed = adminSearchSchema.safeParse(new URL(request.url).searchParams.get('q') ?? undefined);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'The search is not valid.');
  return parsed.data;
}
