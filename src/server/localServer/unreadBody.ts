import type http from 'node:http';

/** A refused body up to this size is read and dropped so that the connection can carry the next request. */
export const maxDrainedBytes = 1024 * 1024;

/**
 * Keeps a connection from stalling when the answer was decided before the request's body was read
 * (a 401, 413 or 415 before the upload): the next request on a kept-alive connection waits behind
 * those bytes. A small announced body is read and dropped after the answer; a larger or unannounced
 * one ends the connection instead (`Connection: close`), so the client sees the answer and then the
 * close, never silence. Call before the answer's headers are written.
 */
export function keepConnectionUsable(request: http.IncomingMessage, response: http.ServerResponse): void {
  if (request.complete) return;
  const announced = Number(request.headers['content-length']);
  if (!(Number.isSafeInteger(announced) && announced <= maxDrainedBytes)) response.setHeader('connection', 'close');
  response.once('finish', () => {
    // A Request body (Readable.toWeb) holds the stream paused; dropping its listener lets it flow to nowhere.
    request.removeAllListeners('data');
    request.resume();
  });
}
