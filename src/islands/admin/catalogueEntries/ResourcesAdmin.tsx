import { emptyResourceForm, resourceFormValues, resourcePayload } from '../../../lib/forms/resourceForm.ts';
import type { ResourceRecord } from '../../../lib/catalogue/catalogue.ts';
import { CatalogueEntryAdmin } from './CatalogueEntryAdmin.tsx';
import type { CatalogueEntryKind } from './catalogueEntryKind.ts';
import { ResourceFields } from './ResourceFields.tsx';

const resources: CatalogueEntryKind<ResourceRecord, ReturnType<typeof resourceFormValues>> = {
  noun: 'resource',
  entity: 'resource',
  plural: 'resources',
  listUrl: '/api/admin/resources',
  writeUrl: '/api/resources',
  emptyValues: emptyResourceForm,
  valuesOf: resourceFormValues,
  payloadOf: (values, image, files) => resourcePayload(values, image, files.document !== null),
  Fields: ResourceFields,
  // The resources page lists them all; a resource has no page of its own.
  publicPath: () => '/resources',
  columns: [
    { label: 'Type', cell: (resource) => resource.type },
    {
      label: 'File',
      cell: (resource) => (
        <a href={resource.fileUrl}>
          {resource.type === 'Video' ? 'Video' : 'Document'}
          <span className="visually-hidden"> of {resource.title}</span>
        </a>
      ),
    },
  ],
  altDefault: 'the resource’s title',
  shownWhere: 'Show on the public resources page',
};

/** /admin/resources: the educational resources of /resources, managed. */
export default function ResourcesAdmin() {
  return <CatalogueEntryAdmin kind={resources} />;
}
