import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '#web/test/renderRoutes';

// Pages load lazily through the real route table; give a busy machine time to compile them.
configure({ asyncUtilTimeout: 5000 });

// axe's landmark-unique rule, which the web tests do not run: two landmarks of one role must
// not share a name, or a screen reader's landmark list offers two entries it cannot tell apart.

const LANDMARKS = 'header, footer, nav, main, aside, section, form, [role]';
const SECTIONING = 'article, aside, main, nav, section';

/** The landmark role an element has, as ARIA in HTML maps it (null when it is none). */
function landmarkRole(element: Element): string | null {
  const explicit = element.getAttribute('role');
  if (explicit) return ['banner', 'complementary', 'contentinfo', 'form', 'main', 'navigation', 'region', 'search'].includes(explicit) ? explicit : null;
  const named = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
  switch (element.tagName) {
    case 'HEADER':
      return element.parentElement?.closest(SECTIONING) ? null : 'banner';
    case 'FOOTER':
      return element.parentElement?.closest(SECTIONING) ? null : 'contentinfo';
    case 'NAV':
      return 'navigation';
    case 'MAIN':
      return 'main';
    case 'ASIDE':
      return 'complementary';
    case 'SECTION':
      return named ? 'region' : null;
    case 'FORM':
      return named ? 'form' : null;
    default:
      return null;
  }
}

/** The name from aria-labelledby (the referenced elements' text) or aria-label. */
function accessibleName(element: Element): string {
  const ids = element.getAttribute('aria-labelledby');
  if (ids)
    return ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
      .trim();
  return element.getAttribute('aria-label')?.trim() ?? '';
}

/** Every landmark of the page as `role "name"`. */
function landmarks(): string[] {
  return [...document.querySelectorAll(LANDMARKS)].flatMap((element) => {
    const role = landmarkRole(element);
    return role ? [`${role} "${accessibleName(element)}"`] : [];
  });
}

const repeated = (found: string[]) => found.filter((landmark, index) => found.indexOf(landmark) !== index);

describe('/cash landmarks', () => {
  it('have names no other landmark of their role has, before an estimate', async () => {
    await renderRoutes('/cash');
    await screen.findByRole('heading', { name: 'What homeowners use it for' });
    expect(landmarks()).toContain('region "Four ways to get cash from your home"');
    expect(repeated(landmarks())).toEqual([]);
  });

  it('have names no other landmark of their role has, with an estimate and its cost comparison', async () => {
    const user = userEvent.setup();
    await renderRoutes('/cash');
    await user.type(await screen.findByRole('textbox', { name: 'Home value' }), '800000');
    await user.type(screen.getByRole('textbox', { name: 'Mortgage balance' }), '400000');
    await user.type(screen.getByRole('textbox', { name: 'Cash you want' }), '50000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'CA');
    await screen.findByRole('region', { name: /^Total cost by year/ });
    expect(repeated(landmarks())).toEqual([]);
  });
});
