import type { PublicSpecies, UpdateNote } from './catalogue.ts';
import { altsOf, speciesPhotoUrls } from './photoAlts.ts';
import { imageAltTextSchema } from './schemas/imageAltText.ts';
import { newUpdateNoteSchema, type SpeciesPayload, speciesEnvironments, speciesFieldLimits, speciesNiches, speciesPayloadSchema, speciesStatuses } from './schemas/species.ts';

/**
 * The admin's add and edit species forms (SPEC §5): what the fields hold, the checks made before
 * anything is uploaded or sent, and the payload of POST /api/species and PATCH /api/species/{id},
 * parsed with the one shared species schema.
 */

/** What the admin types and chooses; the choices are '' until one is made. */
export type SpeciesFormValues = Pick<PublicSpecies, 'commonName' | 'scientificName' | 'environment' | 'status' | 'niche' | 'description' | 'careInstructions' | 'isActive'>;

/** The fields that can carry a message, including the form-only ones of SPEC §3. */
export type SpeciesFormField = keyof SpeciesFormValues | 'photoUpload' | 'photoAlt' | 'newUpdateNote' | 'updateNotePhotoUpload' | 'updateNotePhotoAlt';
export type SpeciesFormErrors = Partial<Record<SpeciesFormField, string>>;

/** The lists a save keeps from the species as it was loaded (empty when adding). */
export type SpeciesLists = Pick<PublicSpecies, 'photos' | 'updateNotes' | 'photoAlts'>;

export type SpeciesFormInput = {
  /** Add replaces the photos with the uploaded one; edit appends it (SPEC §7). */
  mode: 'add' | 'edit';
  values: SpeciesFormValues;
  lists: SpeciesLists;
  photoChosen: boolean;
  /** The alt text typed for the chosen photo; empty means the default, which names the species. */
  photoAlt: string;
  /** Edit only: the text of a new update note; blank means no note. */
  newUpdateNote: string;
  notePhotoChosen: boolean;
  /** The alt text typed for the note's photo. */
  notePhotoAlt: string;
  /** Edit only: the loaded photos and notes the admin marked for removal, left out when saving. */
  removals: SpeciesRemovals;
};

/**
 * The positions, in the lists as loaded, of the photos and update notes to leave out. Positions
 * rather than addresses: the same address may be listed twice, and only the one marked should go.
 */
export type SpeciesRemovals = { photos: ReadonlySet<number>; updateNotes: ReadonlySet<number> };

export const noRemovals: SpeciesRemovals = { photos: new Set(), updateNotes: new Set() };

/** `positions` with `position` added, or taken out when it was there: one press of a remove toggle. */
export function toggledPosition(positions: ReadonlySet<number>, position: number): ReadonlySet<number> {
  const toggled = new Set(positions);
  if (!toggled.delete(position)) toggled.add(position);
  return toggled;
}

/**
 * The lists without the removed photos and notes. The alt texts stay as they are: the payload keeps
 * only those of the photos it sends, so the removed photos' texts go with them.
 */
export function withoutRemoved(lists: SpeciesLists, removals: SpeciesRemovals): SpeciesLists {
  if (removals.photos.size === 0 && removals.updateNotes.size === 0) return lists;
  return {
    ...lists,
    photos: lists.photos.filter((_, position) => !removals.photos.has(position)),
    updateNotes: lists.updateNotes.filter((_, position) => !removals.updateNotes.has(position)),
  };
}

/** The opening words of a note, enough to tell it from the others in a list; '…' marks a cut. */
export function notePreview(note: string, words = 8): string {
  const all = note.trim().split(/\s+/).filter((word) => word !== '');
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : all.join(' ');
}

/** The addresses the uploads answered with. */
export type SpeciesUploads = { photoUrl?: string; notePhotoUrl?: string };

export type SpeciesFormResult = { success: true; payload: SpeciesPayload } | { success: false; errors: SpeciesFormErrors };

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
 * status as free text, SPEC §3) starts unchosen: a select cannot show it, and saving it back
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

/** SPEC §5: a new note is added only if non-blank after trimming, stamped with `date`, with at most one photo. */
export function withNewUpdateNote(notes: UpdateNote[], text: string, date: Date, photoUrl?: string): UpdateNote[] {
  const note = text.trim();
  if (note === '') return notes;
  return [...notes, { date: date.toISOString(), note, ...(photoUrl ? { photos: [photoUrl] } : {}) }];
}

/** Where a schema issue is shown: the lists' issues belong to the file and note fields that fill them. */
function fieldOf(key: PropertyKey | undefined): SpeciesFormField | undefined {
  if (key === 'photos') return 'photoUpload';
  if (key === 'photoAlts') return 'photoAlt';
  if (key === 'updateNotes') return 'newUpdateNote';
  return typeof key === 'string' && key in emptySpeciesForm ? (key as keyof SpeciesFormValues) : undefined;
}

/** Beside its select, a choice not yet made needs no list of the options the select itself offers. */
const unchosenMessages: Partial<Record<SpeciesFormField, string>> = { environment: 'Choose an environment.', status: 'Choose a status.', niche: 'Choose a niche.' };

function parseSpecies(values: SpeciesFormValues, lists: Pick<SpeciesLists, 'photos' | 'updateNotes'> & Partial<Pick<SpeciesLists, 'photoAlts'>>): SpeciesFormResult {
  const parsed = speciesPayloadSchema.safeParse({ ...values, ...lists });
  if (parsed.success) return { success: true, payload: parsed.data };
  const errors: SpeciesFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path[0]);
    if (!field || errors[field]) continue;
    const unchosen = field in values && values[field as keyof SpeciesFormValues] === '' ? unchosenMessages[field] : undefined;
    errors[field] = unchosen ?? issue.message;
  }
  return { success: false, errors };
}

/**
 * Everything that can be checked before the files are uploaded, so that a save never uploads a
 * photo that a mistyped field then leaves unused. An empty object means the form may be saved.
 */
export function checkSpeciesForm(form: SpeciesFormInput): SpeciesFormErrors {
  const lists = withoutRemoved(form.lists, form.removals);
  const parsed = parseSpecies(form.values, { ...lists, photoAlts: altsOf(lists.photoAlts, speciesPhotoUrls(lists)) });
  const errors: SpeciesFormErrors = parsed.success ? {} : parsed.errors;
  // The counts are of what is kept: removing a photo or a note makes room for a new one.
  if (form.mode === 'edit' && form.photoChosen && lists.photos.length >= speciesFieldLimits.photos) {
    errors.photoUpload ??= `A species can have at most ${speciesFieldLimits.photos} photos.`;
  }
  if (form.photoChosen) {
    const alt = imageAltTextSchema.safeParse(form.photoAlt);
    if (!alt.success) errors.photoAlt = alt.error.issues[0]!.message;
  }
  if (form.mode === 'edit') {
    if (form.notePhotoChosen) {
      const alt = imageAltTextSchema.safeParse(form.notePhotoAlt);
      if (!alt.success) errors.updateNotePhotoAlt = alt.error.issues[0]!.message;
    }
    if (form.newUpdateNote.trim() !== '') {
      const note = newUpdateNoteSchema.shape.note.safeParse(form.newUpdateNote);
      if (!note.success) errors.newUpdateNote ??= note.error.issues[0]!.message;
      else if (lists.updateNotes.length >= speciesFieldLimits.updateNotes) errors.newUpdateNote ??= 'Too many update notes.';
    } else if (form.notePhotoChosen) {
      // The photo belongs to a note; with no note it would be dropped without a word.
      errors.updateNotePhotoUpload = 'Write the update note that this photo belongs to.';
    }
  }
  return errors;
}

/** The stored alt texts with the new photos' own added; an empty text adds nothing, leaving the default. */
function withNewAlts(photoAlts: SpeciesLists['photoAlts'], added: [url: string | undefined, alt: string][]): SpeciesLists['photoAlts'] {
  const alts = { ...photoAlts };
  for (const [url, alt] of added) if (url && alt.trim() !== '') alts[url] = alt;
  return alts;
}

/**
 * The payload to send once the chosen files are uploaded; `now` stamps a new update note. The
 * photos and notes marked for removal are left out, and the new photo and note come after the rest.
 */
export function speciesPayload(form: SpeciesFormInput, uploads: SpeciesUploads, now: Date): SpeciesFormResult {
  const lists = withoutRemoved(form.lists, form.removals);
  const photos = uploads.photoUrl ? (form.mode === 'add' ? [uploads.photoUrl] : [...lists.photos, uploads.photoUrl]) : lists.photos;
  const updateNotes = form.mode === 'edit' ? withNewUpdateNote(lists.updateNotes, form.newUpdateNote, now, uploads.notePhotoUrl) : lists.updateNotes;
  const noteAdded = updateNotes !== lists.updateNotes;
  // Only the texts of the photos sent: adding replaces the photos, removing drops theirs, and the schema refuses strays.
  const photoAlts = altsOf(
    withNewAlts(lists.photoAlts, [
      [uploads.photoUrl, form.photoAlt],
      [noteAdded ? uploads.notePhotoUrl : undefined, form.notePhotoAlt],
    ]),
    speciesPhotoUrls({ photos, updateNotes }),
  );
  // None to send is left out: the server then keeps none either, and the payload stays as before alt texts.
  return parseSpecies(form.values, { photos, updateNotes, ...(Object.keys(photoAlts).length > 0 ? { photoAlts } : {}) });
}
