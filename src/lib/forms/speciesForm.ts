import type { PublicSpecies, UpdateNote } from '../catalogue/catalogue.ts';
import { altsOf, speciesPhotoUrls } from '../catalogue/photoAlts.ts';
import { imageAltTextSchema } from '../schemas/imageAltText.ts';
import {
  newUpdateNoteSchema,
  type SpeciesPayload,
  speciesEnvironments,
  speciesFieldLimits,
  speciesNiches,
  speciesPayloadSchema,
  speciesStatuses,
} from '../schemas/species.ts';

/**
 * The admin's add and edit species forms (requirements §5): what the fields hold, the checks made before
 * anything is uploaded or sent, and the payload of POST /api/species and PATCH /api/species/{id},
 * parsed with the one shared species schema.
 */

/** What the admin types and chooses; the choices are '' until one is made. */
export type SpeciesFormValues = Pick<
  PublicSpecies,
  'commonName' | 'scientificName' | 'environment' | 'status' | 'niche' | 'description' | 'careInstructions' | 'isActive'
>;

/** The fields that can carry a message, including the form-only ones of requirements §3. */
export type SpeciesFormField =
  | keyof SpeciesFormValues
  | 'photoUpload'
  | 'newUpdateNote'
  | 'updateNotePhotoUpload'
  | 'updateNotePhotoAlt'
  /** The alt text of the n-th new photo, counted from 0. */
  | `photoAlt-${number}`
  /** The edited alt text of the loaded photo at this position. */
  | `currentPhotoAlt-${number}`
  /** The edited text of the loaded note at this position. */
  | `currentNote-${number}`;
export type SpeciesFormErrors = Partial<Record<SpeciesFormField, string>>;

/** The lists a save keeps from the species as it was loaded (empty when adding). */
export type SpeciesLists = Pick<PublicSpecies, 'photos' | 'updateNotes' | 'photoAlts'>;

export type SpeciesFormInput = {
  /** Add replaces the photos with the uploaded one; edit appends it (requirements §7). */
  mode: 'add' | 'edit';
  values: SpeciesFormValues;
  lists: SpeciesLists;
  /** One alt text per chosen new photo, in order; an empty text means the default, which names the species. */
  newPhotoAlts: readonly string[];
  /** Edit only: the text of a new update note; blank means no note. */
  newUpdateNote: string;
  notePhotoChosen: boolean;
  /** The alt text typed for the note's photo. */
  notePhotoAlt: string;
  /** Edit only: the loaded photos and notes the admin marked for removal, left out when saving. */
  removals: SpeciesRemovals;
  /** Edit only: the new order of the loaded photos, their edited alt texts and the notes' edited texts. */
  edits: SpeciesEdits;
};

/**
 * The positions, in the lists as loaded, of the photos and update notes to leave out. Positions
 * rather than addresses: the same address may be listed twice, and only the one marked should go.
 */
export type SpeciesRemovals = { photos: ReadonlySet<number>; updateNotes: ReadonlySet<number> };

export const noRemovals: SpeciesRemovals = { photos: new Set(), updateNotes: new Set() };

/**
 * Changes to the loaded lists, by position in the lists as loaded (like the removals): `photoOrder`
 * lists every loaded photo's position in the order to save (the first is the card photo).
 */
export type SpeciesEdits = {
  photoOrder?: readonly number[];
  photoAlts: Readonly<Record<number, string>>;
  noteTexts: Readonly<Record<number, string>>;
};

export const noEdits: SpeciesEdits = { photoAlts: {}, noteTexts: {} };

/** The loaded photos' positions in the order shown and saved. */
export function photoOrderOf(lists: SpeciesLists, edits: SpeciesEdits): readonly number[] {
  return edits.photoOrder ?? lists.photos.map((_, position) => position);
}

/** `order` with the entry at `from` moved to `to` (both indexes in `order`). */
export function movedPosition(order: readonly number[], from: number, to: number): number[] {
  const moved = [...order];
  const [entry] = moved.splice(from, 1);
  moved.splice(Math.max(0, Math.min(to, moved.length)), 0, entry!);
  return moved;
}

/**
 * The lists as the save sends them: the photos in their new order, the edited alt texts and note
 * texts, without what is marked for removal. An edited alt text belongs to the photo's address.
 */
export function editedLists(lists: SpeciesLists, removals: SpeciesRemovals, edits: SpeciesEdits): SpeciesLists {
  const kept = photoOrderOf(lists, edits).filter((position) => !removals.photos.has(position));
  const photoAlts = { ...lists.photoAlts };
  for (const [position, alt] of Object.entries(edits.photoAlts))
    photoAlts[lists.photos[Number(position)]!] = alt.trim();
  return {
    photos: kept.map((position) => lists.photos[position]!),
    updateNotes: lists.updateNotes.flatMap((note, position) => {
      if (removals.updateNotes.has(position)) return [];
      const text = edits.noteTexts[position];
      return [text === undefined ? note : { ...note, note: text }];
    }),
    photoAlts,
  };
}

/** `positions` with `position` added, or taken out when it was there: one press of a remove toggle. */
export function toggledPosition(positions: ReadonlySet<number>, position: number): ReadonlySet<number> {
  const toggled = new Set(positions);
  if (!toggled.delete(position)) toggled.add(position);
  return toggled;
}

/** The removals with the photo or note at `position` of `list` marked, or unmarked if it was. */
export function toggledRemoval(
  removals: SpeciesRemovals,
  list: keyof SpeciesRemovals,
  position: number,
): SpeciesRemovals {
  return { ...removals, [list]: toggledPosition(removals[list], position) };
}

/** The addresses the uploads answered with. */
export type SpeciesUploads = { photoUrls?: readonly string[]; notePhotoUrl?: string };

export type SpeciesFormResult =
  { success: true; payload: SpeciesPayload } | { success: false; errors: SpeciesFormErrors };

export const emptySpeciesForm: SpeciesFormValues = {
  commonName: '',
  scientificName: '',
  environment: '',
  status: '',
  niche: '',
  description: '',
  careInstructions: '',
  isActive: true,
};

export const noSpeciesLists: SpeciesLists = { photos: [], updateNotes: [], photoAlts: {} };

function offered(options: readonly string[], value: string): string {
  return options.includes(value) ? value : '';
}

/**
 * The edit form's starting values. A stored choice the form does not offer (the database keeps
 * status as free text, requirements §3) starts unchosen: a select cannot show it, and saving it back
 * unseen would fail the schema with no field to blame.
 */
export function speciesFormValues(species: PublicSpecies): SpeciesFormValues {
  return {
    commonName: species.commonName,
    scientificName: species.scientificName,
    environment: offered(speciesEnvironments, species.environment),
    status: offered(speciesStatuses, species.status),
    niche: offered(speciesNiches, species.niche),
    description: species.description,
    careInstructions: species.careInstructions,
    isActive: species.isActive,
  };
}

/**
 * requirements §5: a new note is added only if non-blank after trimming, stamped with `date`, with at
 * most one photo.
 */
export function withNewUpdateNote(notes: UpdateNote[], text: string, date: Date, photoUrl?: string): UpdateNote[] {
  const note = text.trim();
  if (note === '') return notes;
  return [...notes, { date: date.toISOString(), note, ...(photoUrl ? { photos: [photoUrl] } : {}) }];
}

/** Where a schema issue is shown: the lists' issues belong to the file and note fields that fill them. */
function fieldOf(key: PropertyKey | undefined): SpeciesFormField | undefined {
  // The alt texts are checked one by one before the parse; what is left is about the photos sent.
  if (key === 'photos' || key === 'photoAlts') return 'photoUpload';
  if (key === 'updateNotes') return 'newUpdateNote';
  return typeof key === 'string' && key in emptySpeciesForm ? (key as keyof SpeciesFormValues) : undefined;
}

/** Beside its select, a choice not yet made needs no list of the options the select itself offers. */
const unchosenMessages: Partial<Record<SpeciesFormField, string>> = {
  environment: 'Choose an environment.',
  status: 'Choose a status.',
  niche: 'Choose a niche.',
};

function parseSpecies(
  values: SpeciesFormValues,
  lists: Pick<SpeciesLists, 'photos' | 'updateNotes'> & Partial<Pick<SpeciesLists, 'photoAlts'>>,
): SpeciesFormResult {
  const parsed = speciesPayloadSchema.safeParse({ ...values, ...lists });
  if (parsed.success) return { success: true, payload: parsed.data };
  const errors: SpeciesFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path[0]);
    if (!field || errors[field]) continue;
    const unchosen =
      field in values && values[field as keyof SpeciesFormValues] === '' ? unchosenMessages[field] : undefined;
    errors[field] = unchosen ?? issue.message;
  }
  return { success: false, errors };
}

/**
 * Everything that can be checked before the files are uploaded, so that a save never uploads a
 * photo that a mistyped field then leaves unused. An empty object means the form may be saved.
 */
export function checkSpeciesForm(form: SpeciesFormInput): SpeciesFormErrors {
  const lists = editedLists(form.lists, form.removals, form.edits);
  const parsed = parseSpecies(form.values, { ...lists, photoAlts: altsOf(lists.photoAlts, speciesPhotoUrls(lists)) });
  const errors: SpeciesFormErrors = parsed.success ? {} : parsed.errors;
  // The edited texts get their messages beside their own fields, not at the new note.
  const itemErrors = editedTextErrors(form.edits);
  if (Object.keys(itemErrors).length > 0) {
    delete errors.newUpdateNote;
    delete errors.photoUpload;
  }
  Object.assign(errors, itemErrors);
  // The counts are of what is kept: removing a photo or a note makes room for a new one.
  if (lists.photos.length + form.newPhotoAlts.length > speciesFieldLimits.photos) {
    errors.photoUpload ??= `A species can have at most ${speciesFieldLimits.photos} photos.`;
  }
  form.newPhotoAlts.forEach((alt, index) => {
    const checked = imageAltTextSchema.safeParse(alt);
    if (!checked.success) errors[`photoAlt-${index}`] = checked.error.issues[0]!.message;
  });
  if (form.mode === 'edit') {
    if (form.notePhotoChosen) {
      const alt = imageAltTextSchema.safeParse(form.notePhotoAlt);
      if (!alt.success) errors.updateNotePhotoAlt = alt.error.issues[0]!.message;
    }
    if (form.newUpdateNote.trim() !== '') {
      const note = newUpdateNoteSchema.shape.note.safeParse(form.newUpdateNote);
      if (!note.success) errors.newUpdateNote ??= note.error.issues[0]!.message;
      else if (lists.updateNotes.length >= speciesFieldLimits.updateNotes)
        errors.newUpdateNote ??= 'Too many update notes.';
    } else if (form.notePhotoChosen) {
      // The photo belongs to a note; with no note it would be dropped without a word.
      errors.updateNotePhotoUpload = 'Write the update note that this photo belongs to.';
    }
  }
  return errors;
}

/** The messages of the edited alt texts and note texts, each keyed to its own field. */
function editedTextErrors(edits: SpeciesEdits): SpeciesFormErrors {
  const errors: SpeciesFormErrors = {};
  for (const [position, alt] of Object.entries(edits.photoAlts)) {
    const checked = imageAltTextSchema.safeParse(alt);
    if (!checked.success) errors[`currentPhotoAlt-${Number(position)}`] = checked.error.issues[0]!.message;
  }
  for (const [position, text] of Object.entries(edits.noteTexts)) {
    const checked = newUpdateNoteSchema.shape.note.safeParse(text);
    if (!checked.success) errors[`currentNote-${Number(position)}`] = checked.error.issues[0]!.message;
  }
  return errors;
}

/** The stored alt texts with the new photos' own added; an empty text adds nothing, leaving the default. */
function withNewAlts(
  photoAlts: SpeciesLists['photoAlts'],
  added: (readonly [url: string | undefined, alt: string])[],
): SpeciesLists['photoAlts'] {
  const alts = { ...photoAlts };
  for (const [url, alt] of added) if (url && alt.trim() !== '') alts[url] = alt;
  return alts;
}

/**
 * The payload to send once the chosen files are uploaded; `now` stamps a new update note. The
 * photos and notes marked for removal are left out, the kept ones are in their new order with their
 * edited texts, and the new photos and note come after the rest.
 */
export function speciesPayload(form: SpeciesFormInput, uploads: SpeciesUploads, now: Date): SpeciesFormResult {
  const lists = editedLists(form.lists, form.removals, form.edits);
  const photoUrls = uploads.photoUrls ?? [];
  const photos =
    photoUrls.length > 0 ? (form.mode === 'add' ? [...photoUrls] : [...lists.photos, ...photoUrls]) : lists.photos;
  const updateNotes =
    form.mode === 'edit'
      ? withNewUpdateNote(lists.updateNotes, form.newUpdateNote, now, uploads.notePhotoUrl)
      : lists.updateNotes;
  const noteAdded = updateNotes !== lists.updateNotes;
  // Only the texts of the photos sent: adding replaces the photos, removing drops theirs, and the
  // schema refuses strays.
  const photoAlts = altsOf(
    withNewAlts(lists.photoAlts, [
      ...photoUrls.map((url, index) => [url, form.newPhotoAlts[index] ?? ''] as const),
      [noteAdded ? uploads.notePhotoUrl : undefined, form.notePhotoAlt],
    ]),
    speciesPhotoUrls({ photos, updateNotes }),
  );
  // None to send is left out: the server then keeps none either, and the payload stays as before alt texts.
  return parseSpecies(form.values, {
    photos,
    updateNotes,
    ...(Object.keys(photoAlts).length > 0 ? { photoAlts } : {}),
  });
}
