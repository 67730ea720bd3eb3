import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatMoment, SERVER_TIME_ZONE, useFormatMoment } from './dates';

const SUBMITTED = '2026-11-28T03:04:00Z';

function Submitted() {
  const format = useFormatMoment();
  return <p>Submitted {format(SUBMITTED, 'longMoment')}</p>;
}

describe('moments', () => {
  it('reads in each style, in the zone asked for', () => {
    expect(formatMoment(SUBMITTED, 'day', 'UTC')).toBe('November 28, 2026');
    expect(formatMoment(SUBMITTED, 'shortDay', 'UTC')).toBe('Nov 28, 2026');
    expect(formatMoment(SUBMITTED, 'moment', 'UTC')).toBe('Nov 28, 2026, 3:04 AM');
    expect(formatMoment(SUBMITTED, 'longMoment', 'UTC')).toBe('November 28, 2026 at 3:04 AM');
    // The evening before, on the US west coast.
    expect(formatMoment(SUBMITTED, 'longMoment', 'America/Los_Angeles')).toBe('November 27, 2026 at 7:04 PM');
  });

  it('are rendered on the server in UTC, taken over without a mismatch, then shown in the viewer’s zone', () => {
    const html = renderToString(<Submitted />);
    expect(SERVER_TIME_ZONE).toBe('UTC');
    expect(html).toContain('November 28, 2026 at 3:04 AM');

    const viewerZone = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'America/Los_Angeles',
    });
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const recoverable = vi.fn();
    render(<Submitted />, { container, hydrate: true, onRecoverableError: recoverable });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Submitted November 27, 2026 at 7:04 PM');
    viewerZone.mockRestore();
  });
});
