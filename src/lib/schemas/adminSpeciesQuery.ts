import { z } from 'zod';
import { defaultSpeciesSort, parseSpeciesSort, speciesSortColumns } from '../admin/adminSpeciesTable.ts';
import { adminSearchSchema } from './adminInbox.ts';

const sortNames = Object.keys(speciesSortColumns).join(', ');
/** A page past 10,000 of 25 species each is no page the table can reach; the cap keeps OFFSET small. */
const maxPage = 100_000;

/**
 * The query of GET /api/admin/species when it asks for a page (any parameter does): every parameter
 * optional. Values arrive as URL search parameters, so the page number comes as text.
 */
export const adminSpeciesQuerySchema = z
  .strictObject(
    {
      q: adminSearchSchema.describe(
        'Text to look for in the common and scientific names (ignoring case and accents), the environment, ' +
          'status and niche, or an exact id; blank lists every species.',
      ),
      sort: z
        .string({ error: 'sort must be text.' })
        .transform((value, context) => {
          const sort = parseSpeciesSort(value);
          if (!sort) {
            context.addIssue({
              code: 'custom',
              message: `sort must be one of ${sortNames}, with a leading - for descending order.`,
            });
            return z.NEVER;
          }
          return sort;
        })
        .default(defaultSpeciesSort)
        .describe(`The column to sort by (${sortNames}), '-' first for descending; ties by id. Default id.`),
      page: z
        .string({ error: 'page must be text.' })
        .regex(/^[1-9]\d{0,5}$/, 'page must be a positive whole number.')
        .transform(Number)
        .refine((value) => value <= maxPage, `page can be at most ${maxPage}.`)
        .default(1)
        .describe('Which page, from 1; a page past the last answers the last.'),
    },
    {
      error: (issue) => {
        if (issue.code !== 'unrecognized_keys') return 'The species query is not valid.';
        const keys = issue.keys.map((key) => `"${key}"`).join(', ');
        return `Unexpected query parameter ${keys}: the species list takes q, sort and page.`;
      },
    },
  )
  .describe('Search, order and page of the admin species list');

export type AdminSpeciesQuery = z.output<typeof adminSpeciesQuerySchema>;
