import type { PublishState } from '../admin/publishState.ts';
import type { Json, Timestamp } from './columnTypes.ts';

/** One row (id 1): the last publish on Netlify (src/server/publish/buildHookPublisher.ts). */
export interface PublishStateTable {
  id: number;
  state: Json<PublishState>;
  updatedAt: Timestamp;
}
