import { createHash } from 'node:crypto';

/**
 * sha256 of a request body as the client meant it, fed chunk by chunk so an upload is never held
 * whole. A multipart boundary is chosen afresh by the browser for every send, so it is left out:
 * a retried upload hashes the same. The last bytes of each chunk wait for the next one, in case a
 * boundary is split between them.
 */
export function createRequestHasher(contentType: string) {
  const hash = createHash('sha256');
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match ? (match[1] ?? match[2]!) : null;
  let carried = '';
  return {
    update(chunk: Uint8Array) {
      if (!boundary) {
        hash.update(chunk);
        return;
      }
      const text = (carried + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1')).replaceAll(boundary, '');
      const kept = Math.max(0, text.length - (boundary.length - 1));
      hash.update(text.slice(0, kept), 'latin1');
      carried = text.slice(kept);
    },
    digest(): string {
      if (carried) hash.update(carried, 'latin1');
      return hash.digest('hex');
    },
  };
}
