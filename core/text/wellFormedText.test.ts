import { describe, expect, it } from 'vitest';
import { containsMalformedText, isWellFormedText } from './wellFormedText';

describe('well-formed text', () => {
  it('accepts ordinary text, emoji (paired surrogates) and other scripts', () => {
    for (const text of ['', 'Sam', 'naïve café', '住宅ローン', 'roof 🏠 line', 'tab\tand newline\n']) expect(isWellFormedText(text)).toBe(true);
  });

  it('refuses NUL and unpaired surrogates wherever they sit', () => {
    for (const text of ['\u0000', 'a\u0000b', '\uD800', 'a\uDFFFb', '\uDC00\uD800', 'end\uD83D']) expect(isWellFormedText(text)).toBe(false);
  });

  it('looks at every string and key in nested JSON', () => {
    expect(containsMalformedText({ input: { email: 'a@b.co', answers: [{ note: 'ok' }, { note: 'bad\u0000' }] } })).toBe(true);
    expect(containsMalformedText({ ['key\uD800']: 1 })).toBe(true);
    expect(containsMalformedText({ input: { email: 'a@b.co', n: 1, b: true, z: null, list: ['🏠'] } })).toBe(false);
    expect(containsMalformedText('\u0000')).toBe(true);
  });

  it('walks very deep nesting without overflowing the stack', () => {
    let deep: unknown = 'bad\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(containsMalformedText(deep)).toBe(true);
  });
});
