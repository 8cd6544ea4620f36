import { catalogueChanged } from '../catalogue/catalogueCache.ts';
import { getPublisher } from './publisher.ts';

/**
 * After a write to what the public site shows has committed: the in-memory lists and the CDN drop
 * their copies, and the public pages are rebuilt (docs/design.md decision 5). Answers `written`.
 */
export async function publishCatalogueChange<T>(written: T): Promise<T> {
  catalogueChanged();
  await getPublisher().request();
  return written;
}
