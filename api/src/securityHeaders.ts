import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { ContentSources } from './providerContentSources.js';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * Security headers on every response (Hono's secure-headers): a strict Content-Security-Policy
 * whose only inline scripts are ours, carrying this response's nonce; no framing by anyone;
 * nosniff; the origin only as referrer to other sites; a window of our own (COOP); and HSTS when
 * the app is reached over HTTPS (PUBLIC_ORIGIN; TLS may end at a proxy in front of us).
 * React sets style attributes, so styles allow inline; scripts never do. A configured real
 * provider adds the origins of its browser script (Stripe.js, Plaid Link) and nothing else.
 */
export function securityHeaders(options: { publicOrigin: string; production: boolean; providers?: ContentSources }): MiddlewareHandler {
  const providers = options.providers ?? { scriptSrc: [], frameSrc: [], connectSrc: [] };
  const https = new URL(options.publicOrigin).protocol === 'https:';
  const common: Partial<SecureHeadersOptions> = {
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: false, microphone: false, geolocation: false, payment: false },
  };
  const withPolicy = secureHeaders({
    ...common,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Hono's NONCE: 16 fresh random bytes per response, kept where app.ts reads it (decision 0046).
      scriptSrc: ["'self'", NONCE, ...providers.scriptSrc],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...providers.connectSrc],
      ...(providers.frameSrc.length > 0 ? { frameSrc: ["'self'", ...providers.frameSrc] } : {}),
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  });
  // GraphiQL (development only) runs its own inline scripts from a CDN: it gets every header but the policy.
  const withoutPolicy = secureHeaders({ ...common, contentSecurityPolicy: { frameAncestors: ["'none'"] } });
  return async (c, next) => (!options.production && c.req.path === '/graphql' && c.req.method === 'GET' ? withoutPolicy(c, next) : withPolicy(c, next));
}
