import type { z } from 'zod';
import { ApiError } from '../apiClient.ts';

/**
 * What the biome and resource forms of the admin share: the fields are
 * text the admin types, checked and turned into the payload by the entity's one zod schema, whose
 * messages are shown beside the fields they belong to.
 */

/** The first message of each field of a failed parse, by field name (the issue's path's first part). */
export function firstMessagePerField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string') messages[field] ??= issue.message;
  }
  return messages;
}

/** A parse of the form: the payload to send, or a message for each field with a problem. */
export type EntryFormResult<Payload> =
  { success: true; payload: Payload } | { success: false; errors: Record<string, string> };

/** The image of an entry: the one it has, a new one chosen to upload, or none yet. */
export type EntryImage = { currentUrl: string; chosen: boolean };

export const imageRequiredMessage = 'Choose a picture: every card shows one.';

/**
 * `schema`'s parse of `fields`, with one check the schema cannot make: an entry without a picture
 * needs a file chosen before anything is uploaded (the upload's address is filled in afterwards).
 */
export function parseEntryForm<Payload>(
  schema: z.ZodType<Payload>,
  fields: Record<string, unknown>,
  image: EntryImage,
  extraErrors: Record<string, string> = {},
): EntryFormResult<Payload> {
  const parsed = schema.safeParse(
    image.chosen && image.currentUrl === '' ? { ...fields, imageUrl: '/pending-upload' } : fields,
  );
  const errors = { ...(parsed.success ? {} : firstMessagePerField(parsed.error.issues)), ...extraErrors };
  if (!image.chosen && image.currentUrl === '') errors.imageUrl = imageRequiredMessage;
  if (Object.keys(errors).length > 0) return { success: false, errors };
  return { success: true, payload: parsed.data as Payload };
}

/**
 * The server's refusal of one of the payload's fields (a 400 or 409 naming its `field`, such as an
 * address another post has), by field, as the form shows its own messages; undefined for any other failure.
 */
export function serverFieldErrors(error: unknown, payload: object): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return undefined;
  const { field, serverMessage } = error;
  return field && serverMessage && Object.hasOwn(payload, field) ? { [field]: serverMessage } : undefined;
}
