import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '#core/pageRendering';
import { createRenderedPageMemo } from './renderedPageMemo.js';

const page = (html: string): RenderedPage => ({ kind: 'page', status: 200, html, stateScript: '', noIndex: false });

describe('the rendered page memo', () => {
  it('gives back the page rendered from the same key, and nothing for any other', () => {
    const memo = createRenderedPageMemo({ maxBytes: 1000 });
    const dashboard = page('<main>dashboard</main>');
    memo.set('/dashboard\n{"data":{"me":{"firstName":"Alex"}}}', dashboard);
    expect(memo.get('/dashboard\n{"data":{"me":{"firstName":"Alex"}}}')).toBe(dashboard);
    expect(memo.get('/dashboard\n{"data":{"me":{"firstName":"Alexa"}}}')).toBeUndefined();
  });

  it('keeps at most its size of markup (two bytes a character), dropping the least recently used first', () => {
    const memo = createRenderedPageMemo({ maxBytes: 60 });
    memo.set('a', page('a'.repeat(10)));
    memo.set('b', page('b'.repeat(10)));
    memo.set('c', page('c'.repeat(10)));
    memo.get('a');
    memo.set('d', page('d'.repeat(10)));
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('a')).toEqual(page('a'.repeat(10)));
    expect(memo.get('c')).toEqual(page('c'.repeat(10)));
    expect(memo.get('d')).toEqual(page('d'.repeat(10)));
  });

  it('does not keep a page larger than itself', () => {
    const memo = createRenderedPageMemo({ maxBytes: 10 });
    memo.set('big', page('too large'));
    expect(memo.get('big')).toBeUndefined();
  });
});
