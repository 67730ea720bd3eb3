/**
 * Where a redirect may send the visitor: only somewhere on our own origin. The target is parsed
 * the way a browser parses it (WHATWG URL, against our origin), so backslashes, tabs and newlines,
 * schemes, userinfo and protocol-relative `//host` all resolve to their real origin, which must
 * equal ours. Anything else goes home. The answer is the parsed path, query and hash, so what is
 * followed is exactly what was checked.
 */
export function safeRedirectPath(target: string | null | undefined, ourOrigin: string, fallback = '/'): string {
  const origin = new URL(ourOrigin).origin;
  const url = parsedOnOrigin(target, origin);
  if (!url) return fallback;
  // Some routers and proxies decode the path once more (%2F, %5C, %09): it must still stay home.
  if (!parsedOnOrigin(safeDecode(url.pathname), origin) || !parsedOnOrigin(safeDecode(safeDecode(url.pathname)), origin)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

function parsedOnOrigin(target: string | null | undefined, origin: string): URL | null {
  if (!target) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.username || url.password) return null;
  // A path that starts with two slashes would be read as another host when used relatively.
  if (url.pathname.startsWith('//')) return null;
  return url;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
