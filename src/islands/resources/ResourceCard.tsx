import type { PublicResource } from '../../lib/catalogue.ts';
import { resourceImageAlt } from '../../lib/catalogueImageAlt.ts';
import { resourceActionLabel } from '../../lib/resourceSearch.ts';

type Props = {
  resource: PublicResource;
};

/** One resource in the list: cover, type badge, title, description and its Download / Watch Video link. */
export function ResourceCard({ resource }: Props) {
  const isVideo = resource.type === 'Video';
  return (
    <article className="card resource-card">
      <img
        src={resource.imageUrl}
        alt={resourceImageAlt(resource)}
        width={800}
        height={450}
        loading="lazy"
        decoding="async"
      />
      <div className="resource-body">
        <span className="badge resource-type" data-type={resource.type}>
          <span className="visually-hidden">Type: </span>
          {resource.type}
        </span>
        <h3>{resource.title}</h3>
        <p>{resource.description}</p>
        {/* A link, not a button: it navigates, and it still works when JavaScript is off. */}
        <a className="button resource-action" href={resource.fileUrl} target="_blank" rel="noopener">
          {resourceActionLabel(resource.type)}
          <span className="visually-hidden"> {resource.title} (opens in a new tab)</span>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            {isVideo ? <path d="M7 5.5v9l7.5-4.5z" fill="currentColor" /> : <path d="M10 3v10m-4-4 4 4 4-4M4 16h12" />}
          </svg>
        </a>
      </div>
    </article>
  );
}
