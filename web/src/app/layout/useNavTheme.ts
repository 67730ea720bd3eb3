import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { NAV_THEME_THRESHOLD_PX } from '../../lib/uiConstants';

export type NavTheme = 'light' | 'dark';

/** Pages mark a section with data-nav-theme="dark" when the navigation over it should turn dark. */
export const NAV_THEME_ATTRIBUTE = 'data-nav-theme';

/** The theme of the first marked element spanning the threshold line (40 px from the top). */
export function navThemeAt(sections: ReadonlyArray<{ theme: string | null; top: number; bottom: number }>, threshold = NAV_THEME_THRESHOLD_PX): NavTheme {
  const spanning = sections.find((section) => section.top <= threshold && section.bottom >= threshold);
  return spanning?.theme === 'dark' ? 'dark' : 'light';
}

function currentTheme(): NavTheme {
  const marked = Array.from(document.querySelectorAll<HTMLElement>(`[${NAV_THEME_ATTRIBUTE}]`));
  return navThemeAt(
    marked.map((element) => {
      const rect = element.getBoundingClientRect();
      return { theme: element.getAttribute(NAV_THEME_ATTRIBUTE), top: rect.top, bottom: rect.bottom };
    }),
  );
}

/** The landing pages open with a dark hero under the bar (LandingPage's Hero). */
const DARK_HERO_PATHS = new Set(['/', '/partner', '/cash', '/savings', '/about']);

/**
 * Follows the page as it scrolls, resizes and changes (lazy pages render after the header),
 * checking at most once per animation frame. It starts from what the page's top will be, so the
 * server-rendered bar already matches its hero instead of changing once the page hydrates.
 */
export function useNavTheme(): NavTheme {
  const { pathname } = useLocation();
  const [theme, setTheme] = useState<NavTheme>(() => (DARK_HERO_PATHS.has(pathname) ? 'dark' : 'light'));
  useEffect(() => {
    let frame = 0;
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if (frame || afterFrame !== undefined) return;
      // The positions are read just after the frame is drawn, when its layout is fresh: read
      // inside the frame callback, after the page changed, they made the browser lay it out early.
      frame = requestAnimationFrame(() => {
        frame = 0;
        afterFrame = setTimeout(() => {
          afterFrame = undefined;
          setTheme(currentTheme());
        });
      });
    };
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return theme;
}
