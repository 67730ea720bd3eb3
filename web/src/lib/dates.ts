import { useCallback } from 'react';
import { useBrowserValue } from './browserValue';

/**
 * Moments (DateTime values: when something was submitted, recorded, uploaded, when an offer
 * ends) are shown in the viewer's time zone. The server cannot know it, so the server's HTML and
 * the render that takes it over use UTC, and the render right after shows the viewer's zone.
 * Formatting in the machine's own zone instead made the two renders differ for anyone outside
 * the server's zone, and React then throws the server's HTML away.
 */
export const SERVER_TIME_ZONE = 'UTC';

const STYLES = {
  /** November 28, 2026 */
  day: { dateStyle: 'long' },
  /** Nov 28, 2026 */
  shortDay: { dateStyle: 'medium' },
  /** Nov 28, 2026, 3:04 PM */
  moment: { dateStyle: 'medium', timeStyle: 'short' },
  /** November 28, 2026 at 3:04 PM */
  longMoment: { dateStyle: 'long', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type MomentStyle = keyof typeof STYLES;

// Building a DateTimeFormat costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** An ISO moment in `style`, as seen in `timeZone`. */
export function formatMoment(iso: string, style: MomentStyle, timeZone: string): string {
  const key = `${style}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat('en-US', { ...STYLES[style], timeZone })));
  return formatter.format(new Date(iso));
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** formatMoment in the viewer's time zone (SERVER_TIME_ZONE on the server and while the page is taken over). */
export function useFormatMoment(): (iso: string, style: MomentStyle) => string {
  const timeZone = useBrowserValue(browserTimeZone, SERVER_TIME_ZONE);
  return useCallback((iso, style) => formatMoment(iso, style, timeZone), [timeZone]);
}
