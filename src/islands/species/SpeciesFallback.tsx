import { useEffect, useId, useState } from 'react';
import type { PublicSpecies } from '../../lib/catalogue/catalogue.ts';
import { pageTitle } from '../../lib/admin/siteSettings.ts';
import SpeciesDetail from './SpeciesDetail.tsx';
import styles from './SpeciesFallback.module.css';
import button from '../../styles/shared/button.module.css';
import card from '../../styles/shared/card.module.css';

/**
 * A species address with a well-formed id (requirements §5: a positive integer; the API accepts up to ten
 * digits). The fallback page's head script tests the same pattern before the page paints.
 */
export const speciesPathPattern = /^\/species\/([1-9]\d{0,9})\/?$/;

export function speciesIdFromPath(pathname: string): number | undefined {
  const match = speciesPathPattern.exec(pathname);
  return match ? Number(match[1]) : undefined;
}

type View =
  /** The server render and the first render in the browser: both states, the head script picks. */
  { kind: 'pending' } | { kind: 'loading' } | { kind: 'missing' } | { kind: 'found'; species: PublicSpecies };

function isPublicSpecies(value: unknown): value is PublicSpecies {
  if (typeof value !== 'object' || value === null) return false;
  const species = value as Record<string, unknown>;
  return (
    typeof species.id === 'number' &&
    ['commonName', 'scientificName', 'environment', 'status', 'niche', 'description', 'careInstructions'].every(
      (field) => typeof species[field] === 'string',
    ) &&
    Array.isArray(species.photos) &&
    Array.isArray(species.updateNotes)
  );
}

async function fetchSpecies(id: number, signal: AbortSignal): Promise<PublicSpecies | undefined> {
  const response = await fetch(`/api/species/${id}`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) return undefined;
  const body: unknown = await response.json();
  return isPublicSpecies(body) ? body : undefined;
}

/**
 * The page for species ids the build did not include (docs/design.md decision 5): a malformed id is not
 * found at once; a well-formed one is fetched, then shown with the same view as a pre-built page, or
 * not found. Without JavaScript the server render reads 'Species Not Found'.
 */
export default function SpeciesFallback() {
  const [view, setView] = useState<View>({ kind: 'pending' });

  useEffect(() => {
    const id = speciesIdFromPath(window.location.pathname);
    if (id === undefined) {
      // The address is known only in the browser, after hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setView({ kind: 'missing' });
      return;
    }
    setView({ kind: 'loading' });
    const controller = new AbortController();
    fetchSpecies(id, controller.signal).then(
      (species) => setView(species ? { kind: 'found', species } : { kind: 'missing' }),
      () => {
        if (!controller.signal.aborted) setView({ kind: 'missing' });
      },
    );
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (view.kind === 'found') document.title = pageTitle(view.species.commonName);
  }, [view]);

  if (view.kind === 'found') return <SpeciesDetail species={view.species} />;
  return (
    <div className={styles.fallback} data-view={view.kind}>
      {view.kind !== 'missing' && <SpeciesLoading />}
      {view.kind !== 'loading' && <SpeciesNotFound />}
    </div>
  );
}

function SpeciesLoading() {
  return (
    <div className={`container ${styles.loading}`} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <p>Loading species information...</p>
    </div>
  );
}

function SpeciesNotFound() {
  const titleId = useId();
  return (
    <div className={`container ${styles.missingWrap}`}>
      <section className={`${card.box} ${styles.missing}`} aria-labelledby={titleId}>
        <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
          <circle cx="28" cy="28" r="18" fill="#dcefee" stroke="#1f4a33" strokeWidth="3" />
          <path d="M41 41 56 56" stroke="#1f4a33" strokeWidth="5" strokeLinecap="round" />
          <path
            d="M21 32c3-9 11-12 15-10-2 6-8 11-15 10zm0 0 8-6"
            fill="#3e5a22"
            stroke="#3e5a22"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <h1 id={titleId}>Species Not Found</h1>
        <p>
          We could not find this species in our catalogue. It may have been removed, or the address may be mistyped.
        </p>
        <a className={`${button.button} ${styles.back}`} href="/species">
          Return to Species Catalog
        </a>
      </section>
    </div>
  );
}
