import { biomeCategory } from '../../lib/catalogue/biomeCategory.ts';
import type { PublicBiome } from '../../lib/catalogue/catalogue.ts';
import { biomeImageAlt } from '../../lib/catalogue/catalogueImageAlt.ts';
import { biomeQuestionSubject, contactFormAddress } from '../../lib/contactLinks.ts';
import { formatUsd } from '../../lib/formatNumber.ts';
import BackToCatalogLink from './BackToCatalogLink.tsx';
import styles from './BiomeDetail.module.css';
import CategoryBadge from './CategoryBadge.tsx';
import button from '../../styles/shared/button.module.css';

/**
 * One biome (requirements §2 /biomes/{id}). Rendered to plain HTML by the pre-rendered pages and in the
 * browser by the fallback page for ids the build did not include, so both show the same view.
 */
export default function BiomeDetail({ biome }: { biome: PublicBiome }) {
  const needs = [
    { label: 'Light level', value: biome.lightLevel },
    { label: 'Temperature', value: biome.temperature },
    { label: 'Water needs', value: biome.waterNeeds },
  ];

  return (
    <article className={`container ${styles.biome}`}>
      <BackToCatalogLink />

      <div className={styles.layout}>
        <img
          className={styles.photo}
          src={biome.imageUrl}
          alt={biomeImageAlt(biome)}
          width={800}
          height={600}
          fetchPriority="high"
          decoding="async"
        />

        <div>
          <CategoryBadge category={biomeCategory(biome.title)} />
          <h1 className={styles.title}>{biome.title}</h1>
          <p className={styles.price}>
            {/* The price is stored in US cents. */}
            {formatUsd(biome.price)}
            <span className={styles.priceNote}> · sealed and ready to ship</span>
          </p>
          {/* A price is an offer: the next step is a question, with the biome already named. */}
          <p>
            <a className={button.button} href={contactFormAddress(biomeQuestionSubject(biome.title))}>
              Ask about this biome
            </a>
          </p>
          <p className={styles.description}>{biome.description}</p>
          <p className={styles.sustaining}>
            Like every Closed Biomes habitat, this ecosystem is self-sustaining. Once the glass is sealed, its plants,
            microbes and small animals recycle water, oxygen and nutrients among themselves, so it needs only light and
            a steady room temperature to keep going.
          </p>

          <h2 className={styles.needsTitle}>Care at a glance</h2>
          <dl className={styles.needs}>
            {needs.map((need) => (
              <div key={need.label}>
                <dt>{need.label}</dt>
                <dd>{need.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </article>
  );
}
