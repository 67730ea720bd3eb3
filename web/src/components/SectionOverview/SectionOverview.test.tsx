import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BREAKPOINTS } from '../../lib/uiConstants';
import { SectionOverview, type SectionOverviewItem } from './SectionOverview';

const sections: SectionOverviewItem[] = [
  { name: 'PROPERTY', title: 'Property', status: 'COMPLETE', percentComplete: 100, firstQuestionId: 'address' },
  { name: 'INCOME', title: 'Income', status: 'OPEN', percentComplete: 0, firstQuestionId: 'employment' },
];
const overview = () => <SectionOverview sections={sections} currentSection="INCOME" onSelect={() => undefined} />;

/** A browser whose screen is `width` pixels wide, as matchMedia answers min-width queries. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity), media: query }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the section overview', () => {
  it('is folded in the server’s HTML and opens once a wide screen takes the page over, without a mismatch', () => {
    const html = renderToString(overview());
    expect(html).not.toMatch(/<details[^>]* open/);

    screenWidth(BREAKPOINTS.large + 100);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const recoverable = vi.fn();
    render(overview(), { container, hydrate: true, onRecoverableError: recoverable });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('details')?.open).toBe(true);
  });

  it('stays folded on a narrow screen', () => {
    screenWidth(BREAKPOINTS.small);
    render(overview());
    expect(screen.getByRole('navigation', { name: 'Application sections' }).querySelector('details')?.open).toBe(false);
  });
});
