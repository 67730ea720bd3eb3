const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "September 8, 2026": publication dates are calendar days, shown the same in every time zone. */
export function formatArticleDate(iso: string): string {
  return longDate.format(new Date(iso));
}
