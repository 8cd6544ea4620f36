import { useId } from 'react';
import type { PublicResource } from '../../lib/catalogue/catalogue.ts';
import { LineIcon } from '../LineIcon.tsx';
import styles from './FeaturedGuides.module.css';
import card from '../../styles/shared/card.module.css';

type Props = {
  guides: readonly PublicResource[];
};

/** requirements §2: up to three guides, each with a 'Read Guide' link that opens the guide in a new tab. */
export function FeaturedGuides({ guides }: Props) {
  const headingId = useId();
  return (
    <section className={styles.guides} aria-labelledby={headingId}>
      <h2 id={headingId}>Featured Guides</h2>
      <ol className={styles.list} role="list">
        {guides.map((guide, index) => (
          <li key={guide.id} className={`${card.box} ${styles.guide}`}>
            <p className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </p>
            <h3>{guide.title}</h3>
            <p className={styles.description}>{guide.description}</p>
            <a className={styles.link} href={guide.fileUrl} target="_blank" rel="noopener">
              Read Guide
              <span className="visually-hidden"> {guide.title} (opens in a new tab)</span>
              <LineIcon viewBox="0 0 20 20" size={16}>
                <path d="M4 10h11m-4-4 4 4-4 4" />
              </LineIcon>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
