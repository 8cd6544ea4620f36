import styles from '../../styles/shared/backLink.module.css';
import { BackLink } from '../BackLink.tsx';

export default function BackToCatalogLink() {
  return (
    <BackLink href="/#biomes" className={styles.back}>
      Back to Biome Catalog
    </BackLink>
  );
}
