import * as Tabs from '@radix-ui/react-tabs';
import { type ReactNode, useMemo, useState } from 'react';
import type { PublicSpecies } from '../../lib/catalogue/catalogue.ts';
import { formatLongDate } from '../../lib/formatDate.ts';
import { newestFirst } from '../../lib/catalogue/updateNotes.ts';
import { SpeciesBadges } from './SpeciesBadges.tsx';
import { SpeciesGallery } from './SpeciesGallery.tsx';
import { SpeciesImage } from './SpeciesImage.tsx';
import { BackLink } from '../BackLink.tsx';
import styles from './SpeciesDetail.module.css';

type SpeciesDetailProps = { species: PublicSpecies };

const detailTabs = [
  { value: 'description', label: 'Description' },
  { value: 'care', label: 'Care Instructions' },
  { value: 'updates', label: 'Updates' },
] as const;

type DetailTab = (typeof detailTabs)[number]['value'];

function isDetailTab(value: string): value is DetailTab {
  return detailTabs.some((tab) => tab.value === value);
}

/**
 * The species page (requirements §2): gallery, names, badges and the Description / Care Instructions / Updates
 * tabs. Server-rendered on the pre-built pages and rendered by the fallback page for species the build
 * has not seen. Every panel is in the HTML; the inactive ones are hidden, and without JavaScript the
 * styles show them all. The class species-detail is the browser tests' hook.
 */
export default function SpeciesDetail({ species }: SpeciesDetailProps) {
  const [tab, setTab] = useState<DetailTab>('description');
  const updates = useMemo(() => newestFirst(species.updateNotes), [species.updateNotes]);

  const panels: Record<DetailTab, ReactNode> = {
    description: <p className={styles.prose}>{species.description}</p>,
    care: species.careInstructions.trim() ? (
      <p className={styles.prose}>{species.careInstructions}</p>
    ) : (
      <p className={styles.empty}>No care instructions have been written for this species yet.</p>
    ),
    updates:
      updates.length > 0 ? (
        <ol className={styles.updates} role="list">
          {updates.map((update, index) => (
            <li className={styles.update} key={`${update.date}:${index}`}>
              <time dateTime={update.date}>{formatLongDate(update.date)}</time>
              <p className={styles.prose}>{update.note}</p>
              {update.photos && update.photos.length > 0 && (
                <ul className={styles.updatePhotos} role="list">
                  {update.photos.map((photo, photoIndex) => (
                    <li key={`${photoIndex}:${photo}`}>
                      <SpeciesImage
                        src={photo}
                        // A note's photo is not one of the species photos: it falls straight back to the placeholder.
                        photos={[]}
                        alt={`${species.commonName}, update of ${formatLongDate(update.date)}, photo ${photoIndex + 1}`}
                        photoAlts={species.photoAlts}
                        placeholderAlt={
                          `Photo ${photoIndex + 1} of the update of ` +
                          `${formatLongDate(update.date)} is not available`
                        }
                        width={800}
                        height={600}
                        loading="lazy"
                        decoding="async"
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>No updates available for this species.</p>
      ),
  };

  return (
    <article className={`container species-detail ${styles.detail}`}>
      <BackLink href="/species" className={styles.back}>
        Back to Species Catalog
      </BackLink>

      <div className={styles.layout}>
        <SpeciesGallery species={species} />

        <div>
          <header className={styles.intro}>
            <h1>{species.commonName}</h1>
            <p className={styles.scientific}>
              <i lang="la">{species.scientificName}</i>
            </p>
            <SpeciesBadges species={species} />
          </header>

          <Tabs.Root value={tab} onValueChange={(value) => isDetailTab(value) && setTab(value)}>
            <Tabs.List className={styles.tabList} aria-label={`About the ${species.commonName}`}>
              {detailTabs.map(({ value, label }) => (
                <Tabs.Trigger className={styles.tab} key={value} value={value}>
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {detailTabs.map(({ value, label }) => (
              <Tabs.Content className={styles.panel} key={value} value={value} forceMount hidden={value !== tab}>
                <h2 className={styles.panelTitle}>{label}</h2>
                {panels[value]}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </div>
      </div>
    </article>
  );
}
