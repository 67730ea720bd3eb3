import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Logger } from '#api/lib/logger';
import type { PageRenderRequest, PreparePage, RenderedPage, RenderPage } from '#core/pageRendering';
import { ensureArrayBufferDetached } from './arrayBufferDetached.js';

/** Past this, a page is sent with what has arrived and the browser fetches the rest. */
export const RENDER_TIME_LIMIT_MS = 3000;

/**
 * Loads the built server renderer (at once, in the background). Any failure to load or render answers null, and
 * the caller sends the plain app shell, which renders in the browser as before: a page is
 * never lost to a rendering problem.
 */
export function createPageRenderer({ entryPath, logger }: { entryPath: string; logger: Logger }) {
  let loading: Promise<{ renderPage: RenderPage; preparePage: PreparePage | null } | null> | undefined;
  // Before React's renderer loads: it reads this once, as it loads.
  ensureArrayBufferDetached();
  const load = () =>
    (loading ??= existsSync(entryPath)
      ? import(pathToFileURL(entryPath).href).then(
          (module: { renderPage?: unknown; preparePage?: unknown }) =>
            typeof module.renderPage === 'function'
              ? {
                  renderPage: module.renderPage as RenderPage,
                  preparePage: typeof module.preparePage === 'function' ? (module.preparePage as PreparePage) : null,
                }
              : null,
          (error: unknown) => {
            logger.error('the server renderer did not load; pages render in the browser', { error: String(error) });
            return null;
          },
        )
      : Promise.resolve(null));

  // Loaded now, so the first visitor does not wait for the module.
  void load();

  return async function render(request: Omit<PageRenderRequest, 'signal' | 'onError'>): Promise<RenderedPage | null> {
    const entry = await load();
    if (!entry) return null;
    const { renderPage, preparePage } = entry;
    // The page's code loads before the clock starts: the limit is for its data (a server whose
    // page modules are cold, or compiled on demand in development, still renders the page whole).
    // A page whose code fails to load renders anyway, and its error boundary says so.
    await preparePage?.(request.url).catch(() => undefined);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`rendering took over ${RENDER_TIME_LIMIT_MS} ms`)), RENDER_TIME_LIMIT_MS);
    const pastLimit = () => controller.signal.aborted;
    try {
      const page = await renderPage({
        ...request,
        signal: controller.signal,
        onError: (error) => {
          // Past the limit every pending part fails with the abort: expected, reported once below.
          if (!pastLimit()) logger.warn('a part of the page failed to render on the server', { url: request.url, error: String(error) });
        },
      });
      if (pastLimit()) logger.warn(`page sent at the ${RENDER_TIME_LIMIT_MS} ms render limit; the rest loads in the browser`, { url: request.url });
      return page;
    } catch (error) {
      // Slow data is not a fault of the renderer: the shell is the page's proper fallback.
      if (pastLimit()) logger.warn(`page rendering passed the ${RENDER_TIME_LIMIT_MS} ms limit; the page renders in the browser`, { url: request.url });
      else logger.error('server rendering failed; the page renders in the browser', { url: request.url, error: String(error) });
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
