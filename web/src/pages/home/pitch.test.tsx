import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { falsePitchClaims, figuresNotFromModel } from '#core/partnership/pitchClaims';
import { pitchFigures } from '#core/partnership/pitchFigures';
import { DEFAULT_USAGE_RATE } from '#core/partnership/limits';
import { renderRoutes } from '../../test/renderRoutes';
import { mockServer } from '#mocks/node';
import { createMockHandlers } from '#mocks/handlers';
import { featureFlagsHandler } from '#mocks/flags';

// Pages load lazily through the real route table; give a busy machine time to compile them.
configure({ asyncUtilTimeout: 5000 });

// Every marketing page, and what shows once its content has arrived. Articles are checked from
// content/ itself (api/src/services/content/contentPitch.test.ts): the mocks' article bodies are samples.
const PAGES: Array<[path: string, loaded: string]> = [
  ['/', 'Homeowners who partnered with us'],
  ['/cash', 'What homeowners use it for'],
  ['/partner', 'Who qualifies'],
  ['/buy/waitlist', 'Join the waitlist'],
  ['/about', 'What we believe'],
  ['/faq', 'What is a Roofline home equity partnership?'],
  ['/finance/programs', 'Roofline home equity partnership'],
  ['/finance/details/roofline-home-equity-partnership', 'Roofline home equity partnership'],
];

/** The page's words as a reader meets them, one text node after another, without the estimator (it shows the visitor's own figures). */
function pageText(): string {
  const page = document.body.cloneNode(true) as HTMLElement;
  page.querySelector('#estimator')?.remove();
  const walker = document.createTreeWalker(page, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  return parts.join(' ').replace(/\s+/g, ' ');
}

describe('the pitch on every marketing page is the model’s', () => {
  it.each(PAGES)('%s makes no claim the model contradicts and quotes only the model’s figures', async (path, loaded) => {
    mockServer.resetHandlers(...createMockHandlers([featureFlagsHandler({ programs: true })]));
    await renderRoutes(path);
    expect((await screen.findAllByText(loaded)).length).toBeGreaterThan(0);
    const text = pageText();
    expect(falsePitchClaims(text)).toEqual([]);
    expect(figuresNotFromModel(text)).toEqual([]);
  });

  it('the home page states the monthly payment to Roofline as the model charges it', async () => {
    await renderRoutes('/');
    const figure = await screen.findByText('Monthly payment to Roofline');
    expect(figure.nextElementSibling).toHaveTextContent(`a usage fee of ${pitchFigures().usageRate} a year on our share, plus buy-backs`);
    expect(pitchFigures().usageRate).toBe(`${DEFAULT_USAGE_RATE * 100}%`);
  });
});
