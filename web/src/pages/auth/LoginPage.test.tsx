import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/renderRoutes';

describe('login page', () => {
  it('validates as you type and on submit', async () => {
    const user = userEvent.setup();
    await renderRoutes('/login');
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
  });

  it('shows the spec text for a wrong password and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderRoutes('/login');
    await user.type(await screen.findByLabelText('Email'), 'demo@roofline.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your email and password and try again');
    expect(screen.getByLabelText('Email')).toHaveValue('demo@roofline.test');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
  });

  it('shows why a login the form posted itself was refused, and posts the form with redirectUrl', async () => {
    await renderRoutes('/login/?loginError=invalid&redirectUrl=%2Fprofile');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your email and password and try again');
    const form = screen.getByRole('form', { name: 'Log in to Roofline' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/v1/users/login');
    expect(form).toHaveFormValues({ redirectUrl: '/profile' });
  });

  it('reloads the page after a successful login', async () => {
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      const user = userEvent.setup();
      await renderRoutes('/login');
      await user.type(await screen.findByLabelText('Email'), 'demo@roofline.test');
      await user.type(screen.getByLabelText('Password'), 'roofline-demo-2026');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
