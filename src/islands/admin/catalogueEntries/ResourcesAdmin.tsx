import { emptyResourceForm, resourceFormValues, resourcePayload } from '../../../lib/forms/resourceForm.ts';
import type { ResourceRecord } from '../../../lib/catalogue/catalogue.ts';
import { CatalogueEntryAdmin } from './CatalogueEntryAdmin.tsx';
import { activeVisibility, type CatalogueEntryKind } from './catalogueEntryKind.ts';
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
  visibility: activeVisibility('Show on the public resources page'),
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
};

/** /admin/resources: the educational resources of /resources, managed. */
export default function ResourcesAdmin() {
  return <CatalogueEntryAdmin kind={resources} />;
}
