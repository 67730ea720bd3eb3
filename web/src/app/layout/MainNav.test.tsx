import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { MainNav, type MainNavProps } from './MainNav';
import { navThemeAt, useNavTheme } from './useNavTheme';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';

function renderNav(props: Partial<MainNavProps> = {}, path = '/') {
  const onLogout = vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <MainNav
        user={null}
        onLogout={onLogout}
        properties={[]}
        restructureApplications={[]}
        refinanceApplications={[]}
        purchaseApplications={[]}
        programsEnabled={false}
        multipleDashboard
        {...props}
      />
    </MemoryRouter>,
  );
  return { onLogout, nav: screen.getByRole('navigation', { name: 'Main' }) };
}

function atPath(path: string) {
  return function AtPath({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };
}

describe('MainNav: account link', () => {
  it('reads as a login label when logged out', () => {
    const { nav } = renderNav();
    expect(within(nav).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('button', { name: /Hi,/ })).toBeNull();
  });

  it('greets a logged-in user by first name, with a submenu ending in Log out', async () => {
    const user = userEvent.setup();
    const { nav, onLogout } = renderNav({ user: { firstName: 'Dana' } });
    expect(within(nav).queryByRole('link', { name: 'Log in' })).toBeNull();
    await user.click(await within(nav).findByRole('button', { name: 'Hi, Dana' }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Privacy preferences', 'Log out']);
    await user.click(items.at(-1)!);
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it("greets with 'there' without a first name", async () => {
    const { nav } = renderNav({ user: { firstName: '  ' } });
    expect(await within(nav).findByRole('button', { name: 'Hi, there' })).toBeInTheDocument();
  });
});

describe('MainNav: dashboard and applications', () => {
  it('goes straight to the one property’s dashboard', () => {
    const { nav } = renderNav({ user: { firstName: 'Dana' }, properties: [{ propertyUuid: P1, dealType: ['PURCHASE'] }] });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', `/property/${P1}/dashboard`);
  });

  it('becomes a Dashboard group with one entry per property', async () => {
    const user = userEvent.setup();
    const { nav } = renderNav({
      user: { firstName: 'Dana' },
      properties: [
        { propertyUuid: P1, dealType: ['RESTRUCTURE'] },
        { propertyUuid: P2, dealType: ['PURCHASE'] },
      ],
    });
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await user.click(within(nav).getByRole('button', { name: 'Dashboard' }));
    const menu = screen.getByRole('menu', { name: 'Dashboard' });
    expect(within(menu).getByRole('menuitem', { name: 'Restructure' })).toHaveAttribute('href', `/property/${P1}/dashboard`);
    expect(within(menu).getByRole('menuitem', { name: 'Purchase' })).toHaveAttribute('href', `/property/${P2}/dashboard`);
  });

  it('lists applications by street address or Partner purchase, before Programs and Learn', async () => {
    const user = userEvent.setup();
    const { nav } = renderNav({
      user: { firstName: 'Dana' },
      programsEnabled: true,
      properties: [{ propertyUuid: P1, dealType: ['RESTRUCTURE'] }],
      restructureApplications: [{ uuid: P1, propertyLocation: { streetNumber: '1450', streetName: 'Larkin St' } }],
      purchaseApplications: [{ uuid: P2 }],
    });
    const top = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.closest('li') === null);
    expect(top.map((item) => item.firstElementChild?.textContent?.replace('▾', '').trim())).toEqual([
      'Dashboard',
      'Applications',
      'Programs',
      'Learn',
      'Pricing',
      'More',
      'Coin (opens in a new tab)↗',
    ]);
    await user.click(within(nav).getByRole('button', { name: 'Applications' }));
    const menu = screen.getByRole('menu', { name: 'Applications' });
    expect(within(menu).getByRole('menuitem', { name: '1450 Larkin St' })).toHaveAttribute('href', `/application/partner/${P1}`);
    expect(within(menu).getByRole('menuitem', { name: 'Partner purchase' })).toHaveAttribute('href', `/application/purchase/${P2}`);
  });
});

describe('MainNav: links', () => {
  it('opens the coin link in a new tab, said so to screen readers', () => {
    const { nav } = renderNav();
    const coin = within(nav).getByRole('link', { name: /^Coin/ });
    expect(coin).toHaveAccessibleName('Coin (opens in a new tab)');
    expect(coin).toHaveAttribute('target', '_blank');
    expect(coin).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('marks the current page: Pricing exactly, Resources by prefix inside More', async () => {
    const user = userEvent.setup();
    renderNav({}, '/resources/when-does-refinancing-make-sense');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Pricing' })).not.toHaveAttribute('aria-current');
    await user.click(within(nav).getByRole('button', { name: 'More' }));
    expect(screen.getByRole('menuitem', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'FAQ' })).not.toHaveAttribute('aria-current');
  });

  it('matches Pricing only on its exact path', () => {
    renderNav({}, '/rates');
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens popovers 10 px below their button', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(screen.getByRole('button', { name: 'Learn' }));
    expect(screen.getByRole('menu', { name: 'Learn' })).toHaveStyle({ marginTop: '10px' });
  });
});

describe('MainNav: keyboard', () => {
  it('operates a group with the keyboard (WAI-ARIA menu button)', async () => {
    const user = userEvent.setup();
    renderNav();
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    more.focus();
    await user.keyboard('{ArrowDown}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveAttribute('aria-controls', screen.getByRole('menu').id);
    expect(screen.getByRole('menuitem', { name: 'Resources' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Testimonials' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'About Us' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Resources' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'About Us' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Resources' })).toHaveFocus();
    await user.keyboard('f');
    expect(screen.getByRole('menuitem', { name: 'FAQ' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(more).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'About Us' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens a group with Enter and closes it with Tab', async () => {
    const user = userEvent.setup();
    renderNav();
    screen.getByRole('button', { name: 'Learn' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'How the partnership works' })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('folds the links behind a Menu button that Escape closes', async () => {
    const user = userEvent.setup();
    renderNav();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', document.querySelector('ul')?.id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Learn' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('navigation theme', () => {
  it('turns dark when a marked section spans 40 px from the top', () => {
    expect(navThemeAt([{ theme: 'dark', top: -200, bottom: 41 }])).toBe('dark');
    expect(navThemeAt([{ theme: 'dark', top: 40, bottom: 600 }])).toBe('dark');
    expect(navThemeAt([{ theme: 'dark', top: -600, bottom: 39 }])).toBe('light');
    expect(navThemeAt([{ theme: 'dark', top: 41, bottom: 600 }])).toBe('light');
    expect(navThemeAt([])).toBe('light');
  });

  it('starts dark on a page that opens with a dark hero, as the server renders it', () => {
    expect(renderHook(() => useNavTheme(), { wrapper: atPath('/') }).result.current).toBe('dark');
    expect(renderHook(() => useNavTheme(), { wrapper: atPath('/faq') }).result.current).toBe('light');
  });

  it('follows the page as it scrolls', async () => {
    const hero = document.createElement('section');
    hero.setAttribute('data-nav-theme', 'dark');
    document.body.append(hero);
    let rect = { top: 0, bottom: 500 };
    hero.getBoundingClientRect = () => ({ ...rect, left: 0, right: 0, width: 0, height: rect.bottom - rect.top, x: 0, y: rect.top, toJSON: () => ({}) });
    const { result } = renderHook(() => useNavTheme(), { wrapper: atPath('/resources') });
    expect(result.current).toBe('light');
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(result.current).toBe('dark');
    rect = { top: -480, bottom: 20 };
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    });
    expect(result.current).toBe('light');
    hero.remove();
  });
});
