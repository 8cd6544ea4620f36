import { z } from './zod.ts';

/**
 * The query of POST /api/admin/species/import. Its body, CSV or a JSON array, is checked row by row
 * with speciesPayloadSchema (src/lib/schemas/species.ts), so that every row's problems are answered.
 */
export const speciesImportQuerySchema = z
  .strictObject(
    {
      dryRun: z
        .enum(['true', 'false'], { error: 'dryRun must be true or false.' })
        .optional()
        .transform((value) => value === 'true')
        .describe('Only check the file and answer how many species it holds; nothing is stored (default false).'),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown parameter ${issue.keys.join(', ')}.` : undefined,
    },
  )
  .describe('What an import is asked to do');
