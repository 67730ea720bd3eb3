import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import styles from './RichText.module.css';

/**
 * HTML the server rendered from Markdown and sanitized (content service). Links within the site
 * navigate in the app instead of reloading the page.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || anchor.target) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
  // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegates link clicks; links keep their own keyboard behaviour
  return <div className={[styles.richText, className ?? ''].join(' ')} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
