import { z } from 'zod';
import { historyEntities } from '../admin/history.ts';
import { objectShapeError } from './newsletterSubscription.ts';

const positiveId = (what: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, `${what} must be a positive whole number.`)
    .transform(Number)
    .refine((value) => value <= 2_147_483_647, `${what} must be a positive whole number.`);

/** The most changes one page holds, and how many a page holds unless `limit` says otherwise. */
export const historyPageLimits = { default: 50, max: 200 } as const;

/**
 * The query of GET /api/admin/history: every filter optional, combined with "and". Values arrive as
 * URL search parameters, so numbers come as text.
 */
export const historyQuerySchema = z
  .object({
    entity: z
      .enum(historyEntities, { error: `entity must be one of ${historyEntities.join(', ')}.` })
      .optional()
      .describe('Only changes of this kind of item'),
    id: positiveId('id').optional().describe('Only changes of the item with this id (with entity, one item)'),
    actor: z
      .string()
      .trim()
      .min(1)
      .max(320)
      .optional()
      .describe('Only changes whose actor contains this text, ignoring case (an e-mail, or "password portal")'),
    before: positiveId('before')
      .optional()
      .describe("Paging cursor: only changes older than the change with this id (the previous page's nextBefore)"),
    limit: positiveId('limit')
      .optional()
      .refine(
        (value) => value === undefined || value <= historyPageLimits.max,
        `limit can be at most ${historyPageLimits.max}.`,
      )
      .describe(`How many changes per page (default ${historyPageLimits.default}, at most ${historyPageLimits.max})`),
  })
  .strict();

export type HistoryQuery = z.output<typeof historyQuerySchema>;

/**
 * The body of POST /api/admin/history/{changeId}/restore, which may also be empty: `overwrite`
 * restores a change that is no longer its item's latest, after the admin saw what it overwrites.
 */
export const restoreRequestSchema = z
  .strictObject(
    {
      overwrite: z
        .boolean({ error: 'overwrite must be true or false.' })
        .optional()
        .describe('Restore even though later changes of the item would be overwritten (default false).'),
    },
    { error: objectShapeError },
  )
  .describe('How to restore a change');
