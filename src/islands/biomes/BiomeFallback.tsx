import { useEffect, useState } from 'react';
import type { PublicBiome } from '../../lib/catalogue/catalogue.ts';
import { parseRouteId, routeSegment } from '../../lib/routeId.ts';
import { pageTitle } from '../../lib/admin/siteSettings.ts';
import BackToCatalogLink from './BackToCatalogLink.tsx';
import BiomeDetail from './BiomeDetail.tsx';
import styles from './BiomeFallback.module.css';
import button from '../../styles/shared/button.module.css';
import card from '../../styles/shared/card.module.css';

type View =
  | { kind: 'starting' }
  | { kind: 'invalid' }
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'found'; biome: PublicBiome };

const textFields = ['title', 'type', 'description', 'lightLevel', 'temperature', 'waterNeeds', 'imageUrl'] as const;

/** An empty or partial answer counts as "not found" rather than a page of blanks. */
function isBiome(value: unknown): value is PublicBiome {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'number' &&
    textFields.every((field) => typeof record[field] === 'string' && record[field] !== '')
  );
}

async function fetchBiome(id: number, signal: AbortSignal): Promise<PublicBiome | undefined> {
  const response = await fetch(`/api/biomes/${id}`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) return undefined;
  const body: unknown = await response.json().catch(() => undefined);
  return isBiome(body) ? body : undefined;
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <div className={`container ${styles.page}`}>
      <BackToCatalogLink />
      <section className={`${card.box} ${styles.message}`} aria-labelledby="biome-message-title">
        <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
          <rect x="26" y="4" width="12" height="6" rx="2" fill="#5b4a1f" />
          <circle cx="32" cy="36" r="24" fill="#dcefee" stroke="#1f4a33" strokeWidth="3" />
          <path d="M13 44h38a24 24 0 0 1-38 0z" fill="#0f5e66" />
          <path d="M25 32h4M35 32h4" stroke="#1f4a33" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <h1 id="biome-message-title">{title}</h1>
        <p>{text}</p>
        <a className={button.button} href="/#biomes">
          Browse all biomes
        </a>
      </section>
    </div>
  );
}

function NotFound() {
  return (
    <Message
      title="Biome Not Found"
      text="We could not find this biome. It may have been retired, or the address may be mistyped."
    />
  );
}

/**
 * /biomes/not-found: the page served for every /biomes/{id} the build did not include. It checks the
 * id in the address, fetches that biome, and shows it or says why it cannot (requirements §2, §5).
 */
export default function BiomeFallback() {
  const [view, setView] = useState<View>({ kind: 'starting' });

  useEffect(() => {
    const segment = routeSegment(window.location.pathname, '/biomes/');
    const id = segment === undefined ? undefined : parseRouteId(segment);
    if (id === undefined) {
      // The address is known only in the browser, after hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setView({ kind: 'invalid' });
      return;
    }
    setView({ kind: 'loading' });
    const controller = new AbortController();
    fetchBiome(id, controller.signal).then(
      (biome) => setView(biome ? { kind: 'found', biome } : { kind: 'missing' }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('Loading the biome failed:', error);
          setView({ kind: 'missing' });
        }
      },
    );
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (view.kind === 'found') document.title = pageTitle(view.biome.title);
    else if (view.kind === 'invalid') document.title = pageTitle('Invalid Biome ID');
  }, [view]);

  switch (view.kind) {
    case 'found':
      return <BiomeDetail biome={view.biome} />;
    case 'invalid':
      return <Message title="Invalid Biome ID" text="The requested biome could not be found." />;
    case 'missing':
      return <NotFound />;
    case 'starting':
    case 'loading':
      // Before hydration this is also the page without JavaScript: there, no fetch will ever come,
      // so the server-rendered "not found" shows instead of a spinner that would never stop.
      return (
        <>
          <div className={styles.withoutScript}>
            <NotFound />
          </div>
          <div className={`container ${styles.loading}`} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <span className="visually-hidden">Loading biome…</span>
          </div>
        </>
      );
  }
}
