import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOOLTIP_HIDE_AFTER_MS } from '../../lib/uiConstants';
import { Tooltip } from './Tooltip';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const renderTooltip = () => render(<Tooltip label="How progress is counted">Only the questions that apply to you count.</Tooltip>);

describe('Tooltip', () => {
  it('shows on focus, describing its button, and hides by itself after the spec’s 4000 ms', () => {
    expect(TOOLTIP_HIDE_AFTER_MS).toBe(4000);
    renderTooltip();
    const trigger = screen.getByRole('button', { name: 'How progress is counted' });
    fireEvent.focus(trigger);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Only the questions that apply to you count.');
    expect(trigger).toHaveAccessibleDescription('Only the questions that apply to you count.');
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_AFTER_MS - 1));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover and hides on leaving', () => {
    renderTooltip();
    const trigger = screen.getByRole('button', { name: 'How progress is counted' });
    fireEvent.mouseEnter(trigger);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.mouseLeave(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('hides on Escape, and a press shows it again for another full delay', () => {
    renderTooltip();
    const trigger = screen.getByRole('button', { name: 'How progress is counted' });
    fireEvent.focus(trigger);
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.click(trigger);
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_AFTER_MS - 1));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });
});
