import { biomeCategory } from '../../lib/catalogue/biomeCategory.ts';
import type { PublicBiome } from '../../lib/catalogue/catalogue.ts';
import { biomeImageAlt } from '../../lib/catalogue/catalogueImageAlt.ts';
import card from '../../styles/shared/card.module.css';
import icon from '../../styles/shared/lineIcon.module.css';
import CategoryBadge from './CategoryBadge.tsx';

export type BiomeSummary = Pick<PublicBiome, 'id' | 'title' | 'description' | 'imageUrl' | 'imageAlt'>;

export default function BiomeCard({ biome }: { biome: BiomeSummary }) {
  return (
    <article className={`biome-card ${card.box} ${card.lifting}`}>
      <img
        className={card.photo}
        src={biome.imageUrl}
        alt={biomeImageAlt(biome)}
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
      />
      <div className={card.body}>
        <CategoryBadge category={biomeCategory(biome.title)} />
        <h3 className={card.title}>{biome.title}</h3>
        <p className={card.text}>{biome.description}</p>
        <a className={`biome-card-details ${card.arrowLink} ${card.stretchedLink}`} href={`/biomes/${biome.id}`}>
          View Details<span className="visually-hidden"> of the {biome.title}</span>
          <svg className={icon.line} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
            <path d="M4 10h11m-4-4 4 4-4 4" />
          </svg>
        </a>
      </div>
    </article>
  );
}
