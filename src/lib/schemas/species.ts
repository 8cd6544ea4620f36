import { z } from './zod.ts';
import { groupThousands } from '../formatNumber.ts';
import { speciesPhotoUrls } from '../catalogue/photoAlts.ts';
import { imageAltTextSchema } from './imageAltText.ts';
import { objectShapeError } from './newsletterSubscription.ts';
import { payloadBounds } from './payloadSize.ts';
import { plainText } from './plainText.ts';
import { isHttpsAddress, isSitePath } from './webAddress.ts';

/** The choices the admin species forms offer (requirements §3). */
export const speciesEnvironments = [
  'Lake Biome',
  'Seagrass Meadow Biome',
  'Lakeshore Biome',
  'Beach Biome',
  'Grassland Biome',
  'Mangrove Biome',
] as const;
export const speciesNiches = ['Primary Producer', 'Consumer', 'Decomposer', 'Facilitator'] as const;
export const speciesStatuses = ['Thriving', 'Stable', 'Growing', 'Abundant', 'Endangered', 'Declining'] as const;

export const speciesFieldLimits = {
  name: 120,
  description: 5000,
  careInstructions: 10_000,
  note: 2000,
  photos: 24,
  updateNotes: 500,
} as const;

function choice<const T extends readonly [string, ...string[]]>(label: string, options: T) {
  return z.enum(options, { error: `Choose one of the ${label} options: ${options.join(', ')}.` });
}

/**
 * An image address a species may show: one of our uploads (/media/…), a file of the site
 * (/images/…), or an https address. Nothing that a browser would run (javascript:, data:).
 */
export const photoUrlField = z
  .string({ error: 'A photo address must be text.' })
  .trim()
  .max(2000, 'A photo address can be at most 2,000 characters.')
  .refine(
    (value) => isSitePath(value) || isHttpsAddress(value),
    'A photo address must be a path on this site (/media/…) or an https:// address.',
  )
  .describe('Address of an image: /media/{key} for uploads, a site path, or https://');

/**
 * Alt texts by image address; an empty text means the page's default, which names the species. As
 * each key must be one of the photos sent with it (altsDescribeOwnPhotos), there are at most `maxPhotos`.
 */
function photoAltsField(maxPhotos: number) {
  return z
    .record(photoUrlField, imageAltTextSchema, {
      error: 'photoAlts must be an object of alt texts by photo address.',
    })
    .register(payloadBounds, { maxEntries: maxPhotos })
    .describe(
      "Alt text of each photo, keyed by its address; a photo without one is described by the species' common name.",
    );
}

/** The photoAlts of `value` must describe its own photos: an entry for any other address is a mistake. */
function altsDescribeOwnPhotos(
  value: {
    photoAlts?: Record<string, string> | undefined;
    photos?: readonly string[] | undefined;
    updateNotes?: readonly { photos?: readonly string[] }[];
  },
  context: z.core.$RefinementCtx,
) {
  if (!value.photoAlts) return;
  const urls = speciesPhotoUrls({ photos: value.photos ?? [], updateNotes: value.updateNotes ?? [] });
  for (const url of Object.keys(value.photoAlts)) {
    if (!urls.has(url))
      context.addIssue({
        code: 'custom',
        path: ['photoAlts', url],
        message: `The alt text for ${url} does not belong to any photo sent with it.`,
      });
  }
}

const maxNotePhotos = 4;
const notePhotosField = z
  .array(photoUrlField)
  .max(maxNotePhotos, `A note can carry at most ${maxNotePhotos} photos.`)
  .optional()
  .describe('Optional photos of the note.');
const noteTextField = plainText({ label: 'The note', max: speciesFieldLimits.note, multiLine: true }).describe(
  'The text of the note; trimmed, must not be blank.',
);

const maxNoteDateLength = 40;

export const updateNoteSchema = z
  .strictObject(
    {
      date: z.iso
        .datetime({ offset: true, error: 'A note date must be an ISO timestamp.' })
        // ISO allows any number of digits in the seconds' fraction; ours have 3 (2026-03-01T10:00:00.000Z).
        .max(maxNoteDateLength, `A note date can be at most ${maxNoteDateLength} characters.`)
        .describe('When the note was written (ISO timestamp).'),
      note: noteTextField,
      photos: notePhotosField,
    },
    { error: objectShapeError },
  )
  .describe('A dated update note of a species');

const speciesPayloadShape = {
  commonName: plainText({ label: 'Common name', max: speciesFieldLimits.name, multiLine: false }).describe(
    'Everyday name, shown as the card title.',
  ),
  scientificName: plainText({ label: 'Scientific name', max: speciesFieldLimits.name, multiLine: false }).describe(
    'Binomial name, shown in italics.',
  ),
  environment: choice('environment', speciesEnvironments).describe('The biome it lives in (requirements §3).'),
  status: choice('status', speciesStatuses).describe('How the population is doing (requirements §3).'),
  niche: choice('niche', speciesNiches).describe('Its role in the ecosystem (requirements §3).'),
  description: plainText({ label: 'Description', max: speciesFieldLimits.description, multiLine: true }).describe(
    'What it is and what it does in the biome.',
  ),
  careInstructions: z
    .string({ error: 'Care instructions must be text.' })
    .trim()
    .max(
      speciesFieldLimits.careInstructions,
      `Care instructions can be at most ${groupThousands(speciesFieldLimits.careInstructions)} characters.`,
    )
    .default('')
    .describe('How to keep it; may be empty.'),
  photos: z
    .array(photoUrlField)
    .max(speciesFieldLimits.photos, `A species can have at most ${speciesFieldLimits.photos} photos.`)
    .default([])
    .describe('Image addresses, the first one is the card photo.'),
  updateNotes: z
    .array(updateNoteSchema)
    .max(speciesFieldLimits.updateNotes, 'Too many update notes.')
    .default([])
    .describe('Dated notes, oldest first.'),
  isActive: z
    .boolean({ error: 'isActive must be true or false.' })
    .default(true)
    .describe('Shown in the public catalogue.'),
  photoAlts: photoAltsField(speciesFieldLimits.photos + speciesFieldLimits.updateNotes * maxNotePhotos)
    .optional()
    .describe(
      "Alt text by image address, for the species photos and its notes' photos; each key must be one of them. " +
        'Absent on PATCH keeps the stored texts of the photos that remain; empty texts mean the default.',
    ),
};

/**
 * POST /api/species and PATCH /api/species/{id} (requirements §7): every field of the entity except id and
 * the timestamps, each a column of the species table (src/lib/tables/speciesTable.ts, checked in
 * src/server/db/schema.ts). The admin forms, the functions and the tests parse with this one schema.
 */
export const speciesPayloadSchema = z
  .strictObject(speciesPayloadShape, { error: objectShapeError })
  .superRefine(altsDescribeOwnPhotos)
  .describe('A species as the admin writes it');

export type SpeciesPayload = z.output<typeof speciesPayloadSchema>;
export type SpeciesPayloadInput = z.input<typeof speciesPayloadSchema>;

/** POST /api/species/{id}/photo. */
export const speciesPhotoSchema = z
  .strictObject(
    {
      photoUrl: photoUrlField,
      alt: imageAltTextSchema
        .optional()
        .describe('What the photo shows; absent or empty means the default text, which names the species.'),
    },
    { error: objectShapeError },
  )
  .describe('A photo to append to a species');

/** POST /api/species/{id}/update-note: the server stamps the date. */
export const newUpdateNoteSchema = z
  .strictObject(
    {
      note: noteTextField,
      photos: notePhotosField,
      photoAlts: photoAltsField(maxNotePhotos)
        .optional()
        .describe("Alt text by address of the note's photos; each key must be one of them."),
    },
    { error: objectShapeError },
  )
  .superRefine((value, context) => altsDescribeOwnPhotos({ photoAlts: value.photoAlts, photos: value.photos }, context))
  .describe('A new update note; the server stamps it with the current time');
