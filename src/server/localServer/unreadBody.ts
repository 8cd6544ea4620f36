import type http from 'node:http';
import type { Socket } from 'node:net';

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
  if (!(Number.isSafeInteger(announced) && announced <= maxDrainedBytes)) {
    response.setHeader('connection', 'close');
    lingerBeforeClosing(request.socket);
  }
  response.once('finish', () => {
    // A Request body (Readable.toWeb) holds the stream paused; dropping its listener lets it flow to nowhere.
    request.removeAllListeners('data');
    request.resume();
  });
}

/** How long a connection closed on an unread body goes on reading, and dropping, what still comes. */
export const lingerMs = 2000;

/**
 * Closing a connection while the client still sends makes the kernel answer with a reset, which
 * can discard the answer the client has not read yet. So after the answer this side only ends its
 * half, drops what still arrives, and closes when the client does, or after `lingerMs`.
 */
function lingerBeforeClosing(socket: Socket | null): void {
  if (!socket || socket.destroyed) return;
  // Node's server calls destroySoon() once an answer with Connection: close is written.
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), lingerMs).unref();
    socket.once('close', () => clearTimeout(timer));
  };
}
