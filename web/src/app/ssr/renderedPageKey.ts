import { calendarDate } from '#core/calendarDate';

/**
 * The key a rendered page is kept under (RenderedPageMemo in core/pageRendering.ts): everything
 * the render reads, so the same key is the same page. Pages show today's date (UTC on the server)
 * and the privacy banner as the cookie says; `answers` is the text of every declared answer.
 */
export function renderedPageKey({ url, privacyCookie, now, answers }: { url: URL; privacyCookie?: string; now: Date; answers: string }): string {
  return [url.pathname + url.search, privacyCookie ?? '', calendarDate(now), answers].join('\n');
}
