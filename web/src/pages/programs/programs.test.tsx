import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/renderRoutes';
import { mockServer } from '#mocks/node';
import { createMockHandlers } from '#mocks/handlers';
import { featureFlagsHandler } from '#mocks/flags';

// Pages load lazily through the real route table; give a busy machine time to compile them.
configure({ asyncUtilTimeout: 5000 });

const withFlags = (flags: Parameters<typeof featureFlagsHandler>[0]) => mockServer.resetHandlers(...createMockHandlers([featureFlagsHandler(flags)]));
const notFound = () => screen.findByRole('heading', { name: 'We can’t find that page' });

describe('programs behind their feature flags', () => {
  it('are not found while the programs flag is off (the default)', async () => {
    for (const path of ['/programs', '/finance/programs', '/purchase/listing', '/finance/details/va-interest-rate-reduction']) {
      const { unmount } = await renderRoutes(path);
      expect(await notFound()).toBeInTheDocument();
      unmount();
    }
  });

  it('offer the hub and each funnel’s programs when on', async () => {
    withFlags({ programs: true });
    const { unmount } = await renderRoutes('/programs');
    expect(await screen.findByRole('link', { name: 'Home buying programs' })).toHaveAttribute('href', '/purchase/programs');
    unmount();
    await renderRoutes('/finance/programs');
    expect(await screen.findByRole('heading', { level: 2, name: 'Roofline home equity partnership' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See every program and filter by state' })).toHaveAttribute('href', '/finance/listing');
  });

  it('filter the listing by state availability, kept in the address', async () => {
    withFlags({ programs: true });
    const user = userEvent.setup();
    const { router } = await renderRoutes('/purchase/listing');
    expect(await screen.findByText('2 programs')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Program type' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'TX');
    expect(await screen.findByText('1 program available in Texas')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'CalHFA MyHome Assistance Program' })).toBeNull();
    expect(router.state.location.search).toBe('?state=TX');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'CA');
    expect(await screen.findByRole('heading', { name: 'CalHFA MyHome Assistance Program' })).toBeInTheDocument();
  });

  it('add program type filters with the program filters flag', async () => {
    withFlags({ programs: true, programFilters: true });
    const user = userEvent.setup();
    await renderRoutes('/purchase/listing');
    const types = await screen.findByRole('group', { name: 'Program type' });
    await user.click(within(types).getByRole('checkbox', { name: 'Down payment assistance' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'CalHFA MyHome Assistance Program' })).toBeInTheDocument();
  });

  it('hold the state availability filter in the application state, so it outlasts the page (§3.112)', async () => {
    withFlags({ programs: true });
    const user = userEvent.setup();
    const { router } = await renderRoutes('/purchase/listing');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'State' }), 'TX');
    expect(await screen.findByText('1 program available in Texas')).toBeInTheDocument();
    await router.navigate('/purchase/programs');
    expect(await screen.findByRole('link', { name: 'See every program and filter by state' })).toBeInTheDocument();
    await router.navigate('/purchase/listing');
    expect(await screen.findByText('1 program available in Texas')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('TX');
    await waitFor(() => expect(router.state.location.search).toBe('?state=TX'));
  });

  it('take the filters of a shared address into the application state (§3.111, §3.112)', async () => {
    withFlags({ programs: true, programFilters: true });
    const { router } = await renderRoutes('/purchase/listing?type=DOWN_PAYMENT_ASSISTANCE&state=CA');
    expect(await screen.findByText('1 program available in California')).toBeInTheDocument();
    await router.navigate('/programs');
    expect(await screen.findByRole('link', { name: 'Home buying programs' })).toBeInTheDocument();
    await router.navigate('/purchase/listing');
    expect(await screen.findByText('1 program available in California')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Program type' })).getByRole('checkbox', { name: 'Down payment assistance' })).toBeChecked();
    await waitFor(() => expect(router.state.location.search).toBe('?state=CA&type=DOWN_PAYMENT_ASSISTANCE'));
  });

  it('keep program type filters in the application state (§3.111)', async () => {
    withFlags({ programs: true, programFilters: true });
    const user = userEvent.setup();
    const { router } = await renderRoutes('/purchase/listing');
    const types = await screen.findByRole('group', { name: 'Program type' });
    await user.click(within(types).getByRole('checkbox', { name: 'Down payment assistance' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toBe('?type=DOWN_PAYMENT_ASSISTANCE'));
    await router.navigate('/purchase/programs');
    expect(await screen.findByRole('link', { name: 'See every program and filter by state' })).toBeInTheDocument();
    await router.navigate('/purchase/listing');
    expect(within(await screen.findByRole('group', { name: 'Program type' })).getByRole('checkbox', { name: 'Down payment assistance' })).toBeChecked();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('hide listings when programs show listing is off', async () => {
    withFlags({ programs: true, programsShowListing: false });
    await renderRoutes('/finance/listing');
    expect(await notFound()).toBeInTheDocument();
  });

  it('show a program’s own detail content with programs custom detail content on, and not when off', async () => {
    withFlags({ programs: true });
    const { unmount } = await renderRoutes('/finance/details/roofline-home-equity-partnership');
    expect(await screen.findByRole('heading', { level: 1, name: 'Roofline home equity partnership' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who it is for' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who qualifies' })).toBeInTheDocument();
    unmount();
    withFlags({ programs: true, programsCustomDetailContent: false });
    await renderRoutes('/finance/details/roofline-home-equity-partnership');
    expect(await screen.findByRole('heading', { level: 1, name: 'Roofline home equity partnership' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Who it is for' })).toBeNull();
  });

  it('answer not-found for an unknown product or program', async () => {
    withFlags({ programs: true });
    const { unmount } = await renderRoutes('/finance/details/no-such-program');
    expect(await notFound()).toBeInTheDocument();
    unmount();
    await renderRoutes('/garden/details/roofline-home-equity-partnership');
    expect(await notFound()).toBeInTheDocument();
  });
});
