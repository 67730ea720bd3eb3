import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '#web/test/renderRoutes';
import { DENIAL_TEXT } from '#core/partnership/index';
import { mockServer } from '#mocks/node';
import { createMockHandlers } from '#mocks/handlers';
import { featureFlagsHandler } from '#mocks/flags';

describe('the offer estimator on the landing pages', () => {
  it.each([
    ['/cash', 'See your offer'],
    ['/partner', 'What you could get'],
  ])('%s estimates an offer in the browser', async (path, heading) => {
    const user = userEvent.setup();
    await renderRoutes(path);
    const section = (await screen.findByRole('heading', { level: 2, name: heading })).closest('section')!;
    const form = within(section);
    await user.type(form.getByRole('textbox', { name: 'Home value' }), '800000');
    await user.type(form.getByRole('textbox', { name: 'Mortgage balance' }), '400000');
    await user.type(form.getByRole('textbox', { name: 'Cash you want' }), '50000');
    await user.selectOptions(form.getByRole('combobox', { name: 'State' }), 'CA');
    expect(form.getByRole('heading', { level: 3, name: 'Saver' })).toBeInTheDocument();
    expect(form.getByText('$2,375')).toBeInTheDocument();
  });

  it('judges the state by the licensed states the server is configured with', async () => {
    mockServer.resetHandlers(...createMockHandlers([featureFlagsHandler({ licensedStates: ['NY'] })]));
    const user = userEvent.setup();
    await renderRoutes('/cash');
    const form = within((await screen.findByRole('heading', { level: 2, name: 'See your offer' })).closest('section')!);
    await user.type(form.getByRole('textbox', { name: 'Home value' }), '800000');
    await user.type(form.getByRole('textbox', { name: 'Mortgage balance' }), '400000');
    await user.type(form.getByRole('textbox', { name: 'Cash you want' }), '50000');
    await user.selectOptions(form.getByRole('combobox', { name: 'State' }), 'CA');
    expect(await form.findByText(DENIAL_TEXT.OUT_OF_STATE.message)).toBeInTheDocument();
    await user.selectOptions(form.getByRole('combobox', { name: 'State' }), 'NY');
    expect(form.getByText('$2,375')).toBeInTheDocument();
  });

  it('the hero’s link leads to the estimator', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes('/cash');
    await user.click(await screen.findByRole('link', { name: 'See what you could get' }));
    expect(router.state.location.hash).toBe('#estimator');
    expect(document.getElementById('estimator')).toBeInTheDocument();
  });
});
