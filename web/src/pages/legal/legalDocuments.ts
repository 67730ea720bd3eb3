/** Titles used while a legal document loads (the page title before the text arrives). */
export const LEGAL_TITLES: Record<string, string> = {
  'cookie-policy': 'Cookie policy',
  'credit-pull-notice': 'Credit pull notice',
  'electronic-documents-policy': 'Electronic documents policy',
  'privacy-policy': 'Privacy policy',
  'privacy-preferences': 'Privacy preferences',
  'terms-of-use': 'Terms of use',
  'social-media-guidelines': 'Social media guidelines',
};

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function formatEffectiveDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
