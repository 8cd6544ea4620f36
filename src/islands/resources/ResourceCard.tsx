import type { PublicResource } from '../../lib/catalogue/catalogue.ts';
import { resourceImageAlt } from '../../lib/catalogue/catalogueImageAlt.ts';
import { resourceActionLabel } from '../../lib/search/resourceSearch.ts';
import card from '../../styles/shared/card.module.css';
import badge from '../../styles/shared/badge.module.css';
import { LineIcon } from '../LineIcon.tsx';
import styles from './ResourceCard.module.css';
import button from '../../styles/shared/button.module.css';

const typeTint: Record<PublicResource['type'], string | undefined> = {
  Guide: badge.moss,
  PDF: badge.sea,
  Spreadsheet: badge.teal,
  Video: badge.amber,
};

type Props = {
  resource: PublicResource;
};

/** One resource in the list: cover, type badge, title, description and its Download / Watch Video link. */
export function ResourceCard({ resource }: Props) {
  const isVideo = resource.type === 'Video';
  return (
    <article className={styles.card}>
      <img
        className={styles.cover}
        src={resource.imageUrl}
        alt={resourceImageAlt(resource)}
        width={800}
        height={450}
        loading="lazy"
        decoding="async"
      />
      <div className={card.body}>
        {/* resource-type: the browser tests' hook. */}
        <span className={`resource-type ${badge.badge} ${typeTint[resource.type]}`}>
          <span className="visually-hidden">Type: </span>
          {resource.type}
        </span>
        <h3 className={card.title}>{resource.title}</h3>
        <p className={card.text}>{resource.description}</p>
        {/* A link, not a button: it navigates, and it still works when JavaScript is off. */}
        <a className={`${button.button} ${styles.action}`} href={resource.fileUrl} target="_blank" rel="noopener">
          {resourceActionLabel(resource.type)}
          <span className="visually-hidden"> {resource.title} (opens in a new tab)</span>
          <LineIcon viewBox="0 0 20 20" size={18}>
            {isVideo ? <path d="M7 5.5v9l7.5-4.5z" fill="currentColor" /> : <path d="M10 3v10m-4-4 4 4 4-4M4 16h12" />}
          </LineIcon>
        </a>
      </div>
    </article>
  );
}
