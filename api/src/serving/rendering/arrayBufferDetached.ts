/**
 * `ArrayBuffer.prototype.detached` (ES2024), where the runtime lacks it: Node 22 has it, Node 20
 * does not. React's web-streams renderer (web/src/entry-server.tsx) reads it once, as it loads,
 * to tell an empty chunk from a buffer handed away; without it React skips that check and its
 * development build warns on every server. V8 refuses to view a detached buffer, which is how a
 * detached one is told apart from an empty one.
 */
export function ensureArrayBufferDetached(): void {
  if (Object.hasOwn(ArrayBuffer.prototype, 'detached')) return;
  Object.defineProperty(ArrayBuffer.prototype, 'detached', {
    configurable: true,
    get(this: ArrayBuffer): boolean {
      try {
        new Uint8Array(this, 0, 0);
        return false;
      } catch {
        return true;
      }
    },
  });
}
