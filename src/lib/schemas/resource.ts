import { z } from 'zod';
import { imageAltTextSchema } from './imageAltText.ts';
import { objectShapeError } from './newsletterSubscription.ts';
import { plainText } from './plainText.ts';
import { photoUrlField } from './species.ts';
import { isHttpsAddress, isSitePath } from './webAddress.ts';
import { resourceTypes, type ResourceType } from '../catalogue/resourceTypes.ts';

export const resourceFieldLimits = { title: 160, description: 2000, fileUrl: 2000 } as const;

const fileUrlField = z
  .string({ error: 'The file address must be text.' })
  .trim()
  .min(1, 'Add the file: upload a document, or give the video’s https:// address.')
  .max(resourceFieldLimits.fileUrl, 'The file address can be at most 2,000 characters.')
  .describe(
    'A Video: its https:// address. Any other type: the document, /media/{key}/{name} from ' +
      'POST /api/upload/document (or a file the site ships).',
  );

/** A video is watched elsewhere, so only a https address will do; documents are files of the site. */
function fileMatchesType(value: { type: ResourceType; fileUrl: string }, context: z.core.$RefinementCtx) {
  if (value.type === 'Video' && !isHttpsAddress(value.fileUrl)) {
    context.addIssue({ code: 'custom', path: ['fileUrl'], message: 'A video’s address must start with https://.' });
  }
  if (value.type !== 'Video' && !isSitePath(value.fileUrl)) {
    context.addIssue({
      code: 'custom',
      path: ['fileUrl'],
      message: `A ${value.type} must be an uploaded document (a /media/… address of this site).`,
    });
  }
}

/**
 * POST /api/resources and PATCH /api/resources/{id}: every stored field of an educational resource
 * but its id; a PATCH sends the whole record. The admin's resource form, the functions and the
 * tests parse with this one schema; each field it outputs is a column of the resources table
 * (src/lib/tables/resourceTable.ts, checked in src/server/db/schema.ts).
 */
export const resourcePayloadSchema = z
  .strictObject(
    {
      title: plainText({ label: 'Title', max: resourceFieldLimits.title, multiLine: false }).describe(
        'Shown as the card title.',
      ),
      description: plainText({ label: 'Description', max: resourceFieldLimits.description, multiLine: true }).describe(
        'What the resource teaches.',
      ),
      type: z
        .enum(resourceTypes, { error: `Choose one of the types: ${resourceTypes.join(', ')}.` })
        .describe('Guide, PDF, Spreadsheet or Video.'),
      fileUrl: fileUrlField,
      imageUrl: photoUrlField.describe(
        'Its cover picture: /media/{key} from POST /api/upload, a site path, or https://',
      ),
      imageAlt: imageAltTextSchema
        .default('')
        .describe('What the cover picture shows; empty means the page describes it by the title.'),
      isActive: z
        .boolean({ error: 'isActive must be true or false.' })
        .default(true)
        .describe('Shown on the public site.'),
    },
    { error: objectShapeError },
  )
  .superRefine(fileMatchesType)
  .describe('An educational resource as the admin writes it');

export type ResourcePayloadInput = z.input<typeof resourcePayloadSchema>;
/** Every stored field of a resource but its id. */
export type ResourcePayload = z.output<typeof resourcePayloadSchema>;
