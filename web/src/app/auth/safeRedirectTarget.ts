import { safeRedirectPath } from '#core/account/safeRedirect';

/**
 * Only a path on our own origin is followed, so a crafted link cannot send the user elsewhere.
 * While rendering on the server any origin will do: only paths relative to it pass.
 */
export function safeRedirectTarget(value: string | null): string {
  return safeRedirectPath(value, typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
}
