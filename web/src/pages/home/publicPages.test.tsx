import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../test/renderRoutes';

// Pages load lazily through the real route table; give a busy machine time to compile them.
configure({ asyncUtilTimeout: 5000 });

// Every public page of the site, with its h1 and document title (PageContainer / LandingPage).
const PAGES: Array<[path: string, heading: string, title: string]> = [
  ['/', 'Own more of your home, owe less on it.', 'Own more of your home, owe less on it | Roofline'],
  ['/partner', 'Cash from your home, without a new loan.', 'Home equity partnership | Roofline'],
  ['/cash', 'Use your equity. Keep your rate.', 'Get cash from your home | Roofline'],
  ['/savings', 'A smaller mortgage payment, two ways.', 'Lower your monthly payment | Roofline'],
  ['/about', 'Homeownership, with a partner on your side.', 'About Us | Roofline'],
  ['/faq', 'Frequently asked questions', 'Frequently asked questions | Roofline'],
  ['/testimonials', 'In our customers’ words', 'Testimonials | Roofline'],
  ['/legal/privacy-policy', 'Privacy policy', 'Privacy policy | Roofline'],
  ['/legal/terms-of-use', 'Terms of use', 'Terms of use | Roofline'],
  ['/legal/privacy-preferences', 'Privacy preferences', 'Privacy preferences | Roofline'],
  ['/404', 'We can’t find that page', 'Page not found | Roofline'],
];

describe('public pages', () => {
  it.each(PAGES)('%s renders its heading, title and meta description', async (path, heading, title) => {
    await renderRoutes(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    // The title is set in an effect, which may run just after the heading appears.
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('sets a meta description on landing pages', async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
    await renderRoutes('/cash');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(meta.getAttribute('content')).toMatch(/^Turn home equity into up to \$150,000/));
    meta.remove();
  });

  it('renders FAQ answers grouped by topic and testimonials from the content API', async () => {
    const { unmount } = await renderRoutes('/faq');
    expect(await screen.findByRole('heading', { level: 2, name: 'Home equity partnership' })).toBeInTheDocument();
    expect(screen.getByText('Does checking my rates affect my credit score?')).toBeInTheDocument();
    unmount();
    await renderRoutes('/testimonials');
    expect(await screen.findByText('Ana M.')).toBeInTheDocument();
  });

  it('answers not-found for a legal page that does not exist', async () => {
    await renderRoutes('/legal/nothing-here');
    expect(await screen.findByRole('heading', { name: 'We can’t find that page' })).toBeInTheDocument();
  });
});
