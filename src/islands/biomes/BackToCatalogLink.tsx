import styles from './BackToCatalogLink.module.css';

export default function BackToCatalogLink() {
  return (
    <a className={styles.back} href="/#biomes">
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path d="M16 10H5m4-4-4 4 4 4" />
      </svg>
      Back to Biome Catalog
    </a>
  );
}
