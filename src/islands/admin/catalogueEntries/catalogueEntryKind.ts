import type { ComponentType, ReactNode } from 'react';
import type { EntryFormResult, EntryImage } from '../../../lib/forms/catalogueEntryForm.ts';
import type { HistoryEntity } from '../../../lib/admin/history.ts';
import type { EntryFiles } from './useEntrySave.ts';

/** What the shared screen reads of every entry it lists. */
export type CatalogueEntry = { id: number; title: string };

/** What every entry form holds besides its own fields. */
export type EntryFormValues = { imageUrl: string; imageAlt: string };

/** The keys of `Values` that hold a boolean: where a form keeps whether its entry is shown. */
type BooleanKey<Values> = { [Key in keyof Values]: Values[Key] extends boolean ? Key : never }[keyof Values];

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
 * Whether an entry is on the public site, and how the screen says it: the form's switch (its key in
 * the values, and where it says the entry is shown), the mark after the title of one that is not
 * ('hidden'), and the count line's words for those ('2 hidden from the public site').
 */
export type EntryVisibility<Entry, Values> = {
  isShown: (entry: Entry) => boolean;
  key: BooleanKey<Values>;
  label: string;
  mark: string;
  counted: (count: number) => string;
};

/** A biome's or resource's visibility: its `isActive`. */
export function activeVisibility<Entry extends { isActive: boolean }, Values extends { isActive: boolean }>(
  label: string,
): EntryVisibility<Entry, Values> {
  return {
    isShown: (entry) => entry.isActive,
    key: 'isActive' as BooleanKey<Values>,
    label,
    mark: 'hidden',
    counted: (count) => `${count} hidden from the public site`,
  };
}

/**
 * One kind of entry the admin manages on a screen of its own (biomes, resources, journal posts): its
 * words, its API, its form and its table columns. The screen, table and dialogs are shared
 * (CatalogueEntryAdmin.tsx); each kind is one of these.
 */
export type CatalogueEntryKind<Entry extends CatalogueEntry, Values extends EntryFormValues> = {
  /** 'biome': in the dialogs' titles, buttons and the toasts of requirements §8 ('Biome added successfully!'). */
  noun: string;
  /** Its name in the history of changes. */
  entity: HistoryEntity;
  plural: string;
  /** GET: every entry, those not shown too. */
  listUrl: string;
  /** POST to add; PATCH and DELETE `${writeUrl}/{id}`. */
  writeUrl: string;
  emptyValues: Values;
  valuesOf: (entry: Entry) => Values;
  payloadOf: (values: Values, image: EntryImage, files: EntryFiles) => EntryFormResult<object>;
  Fields: ComponentType<EntryFieldsProps<Values>>;
  /** Where a shown entry is seen on the public site. */
  publicPath: (entry: Entry) => string;
  visibility: EntryVisibility<Entry, Values>;
  /** The table's columns after the title: a label and what each row shows. */
  columns: readonly { label: string; cell: (entry: Entry) => ReactNode }[];
  /** A button of each row between Edit and Delete (a post's Publish); `onDone` reloads the list. */
  RowAction?: ComponentType<{ entry: Entry; onDone: () => Promise<void> }>;
  /** A search box above the table, filtering it in the browser: its label, and what matches. */
  search?: { label: string; matches: (entry: Entry, query: string) => boolean };
  /** What an empty alt text falls back to, in the form's hint; none when the alt text is required. */
  altDefault?: string;
};
