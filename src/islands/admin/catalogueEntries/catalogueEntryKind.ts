import type { ComponentType, ReactNode } from 'react';
import type { EntryFormResult, EntryImage } from '../../../lib/forms/catalogueEntryForm.ts';
import type { HistoryEntity } from '../../../lib/admin/history.ts';
import type { EntryFiles } from './useEntrySave.ts';

/** What every biome and resource form holds besides its own fields. */
export type EntryFormValues = { imageUrl: string; imageAlt: string; isActive: boolean };

/** The props of a kind's own fields: the values, and the document file for resources. */
export type EntryFieldsProps<Values> = {
  values: Values;
  onChange: (values: Values) => void;
  files: EntryFiles;
  onFilesChange: (files: EntryFiles) => void;
  errors: Record<string, string>;
  disabled: boolean;
};

/**
 * One kind of catalogue entry the admin manages on a screen of its own (biomes,
 * resources): its words, its API, its form and its table columns. The screen, table and dialogs
 * are shared (CatalogueEntryAdmin.tsx); each kind is one of these.
 */
export type CatalogueEntryKind<
  Entry extends { id: number; isActive: boolean; title: string },
  Values extends EntryFormValues,
> = {
  /** 'biome': in the dialogs' titles, buttons and the toasts of requirements §8 ('Biome added successfully!'). */
  noun: string;
  /** Its name in the history of changes. */
  entity: HistoryEntity;
  plural: string;
  /** GET: every entry, inactive ones too. */
  listUrl: string;
  /** POST to add; PATCH and DELETE `${writeUrl}/{id}`. */
  writeUrl: string;
  emptyValues: Values;
  valuesOf: (entry: Entry) => Values;
  payloadOf: (values: Values, image: EntryImage, files: EntryFiles) => EntryFormResult<object>;
  Fields: ComponentType<EntryFieldsProps<Values>>;
  /** Where an active entry is seen on the public site. */
  publicPath: (entry: { id: number }) => string;
  /** The table's columns after the title: a label and what each row shows. */
  columns: readonly { label: string; cell: (entry: Entry) => ReactNode }[];
  /** What an empty alt text falls back to, in the form's hint. */
  altDefault: string;
  /** Where the active switch says the entry is shown. */
  shownWhere: string;
};
