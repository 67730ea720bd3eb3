/**
 * Text we accept anywhere: no NUL character (PostgreSQL text and jsonb cannot hold one) and no
 * unpaired UTF-16 surrogate (it has no UTF-8 form, so the database refuses it). One rule for every
 * string a client sends, GraphQL and REST alike, applied at the edge.
 */
export const MALFORMED_TEXT_MESSAGE = 'Text may not contain NUL characters or unpaired surrogates.';

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isWellFormedText(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

/**
 * Whether any string (or object key) in a parsed JSON value is malformed. Walks iteratively, so
 * deep nesting cannot overflow the stack.
 */
export function containsMalformedText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (!isWellFormedText(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (!isWellFormedText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
