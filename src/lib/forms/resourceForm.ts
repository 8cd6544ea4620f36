import { type EntryFormResult, type EntryImage, parseEntryForm } from './catalogueEntryForm.ts';
import type { ResourceRecord } from '../catalogue/catalogue.ts';
import { type ResourcePayload, resourcePayloadSchema } from '../schemas/resource.ts';

/** What the admin's resource form holds: the stored fields; the type is '' until one is chosen. */
export type ResourceFormValues = Omit<ResourcePayload, 'type'> & { type: ResourcePayload['type'] | '' };

export const emptyResourceForm: ResourceFormValues = {
  title: '',
  description: '',
  type: '',
  fileUrl: '',
  imageUrl: '',
  imageAlt: '',
  isActive: true,
};

export function resourceFormValues(resource: ResourceRecord): ResourceFormValues {
  const { title, description, type, fileUrl, imageUrl, imageAlt, isActive } = resource;
  return { title, description, type, fileUrl, imageUrl, imageAlt, isActive };
}

/** A chosen document's address until it is uploaded: a site path, so the schema's file check passes. */
export const pendingDocumentUrl = '/media/pending-upload';

/**
 * The payload of POST /api/resources and PATCH /api/resources/{id}, or the fields' messages. A
 * document chosen to upload stands in for the file address until the upload answers with it.
 */
export function resourcePayload(
  values: ResourceFormValues,
  image: EntryImage,
  documentChosen: boolean,
): EntryFormResult<ResourcePayload> {
  const fileUrl = documentChosen && values.type !== 'Video' ? pendingDocumentUrl : values.fileUrl;
  return parseEntryForm(resourcePayloadSchema, { ...values, fileUrl }, image);
}
