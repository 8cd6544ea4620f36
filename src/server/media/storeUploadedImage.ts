import { prepareImageUpload } from './imageUpload.ts';
import { mediaStore } from './mediaStore.ts';
import { mediaUrl } from './mediaKey.ts';
import { readImageUpload } from './uploadRequest.ts';

export type StoredImage = { url: string; key: string; width: number; height: number; alt: string };

/**
 * An admin's image upload, from request to stored media: read within the size limit, checked by its
 * bytes, re-encoded without metadata, stored under its content hash. The caller checks the admin
 * session first; refusals are HttpErrors for `respond`.
 */
export async function storeUploadedImage(request: Request): Promise<StoredImage> {
  const { bytes, alt } = await readImageUpload(request);
  const image = await prepareImageUpload(bytes);
  await mediaStore().put(image.key, image.bytes);
  return { url: mediaUrl(image.key), key: image.key, width: image.width, height: image.height, alt };
}
