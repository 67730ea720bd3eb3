import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import { getCookie, setCookie } from 'hono/cookie';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Knex } from 'knex';
import type { AppConfig } from './config.js';
import type { Adapters } from './adapters/index.js';
import type { Logger } from './lib/logger.js';
import { createGraphQLServer } from './graphql/yoga.js';
import { createLoaders } from './loaders.js';
import { SESSION_COOKIE, userForSessionToken } from './services/sessions.js';
import type { AppEnv } from './rest/env.js';
import { sessionRoutes } from './rest/sessionRoutes.js';
import { eventRoutes } from './rest/eventRoutes.js';
import { requireSameOrigin } from './rest/sameOrigin.js';
import { requireCsrfHeader } from './rest/requireCsrfHeader.js';
import { restErrorHandler } from './rest/appErrors.js';
import { findRedirect } from '../../core/redirects.js';
import { createPageRenderer } from './rendering/pageRenderer.js';
import { fillPageTemplate, startAppAfterFirstPaint } from './rendering/pageTemplate.js';
import { PRIVACY_COOKIE } from './rest/eventRoutes.js';

export interface AppDeps {
  config: AppConfig;
  db: Knex;
  adapters: Adapters;
  logger: Logger;
  /** Built web app to serve with an SPA fallback; omitted in API-only tests. */
  webRoot?: string;
  /** The built server renderer (dist/server/entry-server.js); without it pages render in the browser. */
  serverEntry?: string;
  now?: () => Date;
  /** The connecting client's address, for rate limits; the host adapter supplies it. */
  clientAddress?: (request: Request, env: unknown) => string | undefined;
}

/** The whole HTTP surface: /graphql, REST under /api/v1, health, redirects and the web app. */
export function createApp(deps: AppDeps) {
  const { config, db, adapters, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const yoga = createGraphQLServer({ production: config.NODE_ENV === 'production', logger });
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    c.header('x-request-id', requestId);
    logger.info('request', {
      requestId,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  });

  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/ready', async (c) => {
    try {
      await db.raw('select 1');
      return c.json({ status: 'ready' });
    } catch {
      return c.json({ status: 'database unavailable' }, 503);
    }
  });

  const withServices = createMiddleware<AppEnv>(async (c, next) => {
    const sessionToken = getCookie(c, SESSION_COOKIE) ?? null;
    const currentUser = await userForSessionToken(db, sessionToken, now());
    c.set('clientKey', deps.clientAddress?.(c.req.raw, c.env) ?? 'unknown');
    c.set('services', {
      db,
      config,
      adapters,
      logger: logger.child({ requestId: c.get('requestId') }),
      currentUser,
      sessionToken: currentUser ? sessionToken : null,
      now,
      origin: config.PUBLIC_ORIGIN ?? new URL(c.req.url).origin,
    });
    await next();
  });

  app.use('/graphql', requireCsrfHeader(), withServices);
  app.on(['GET', 'POST'], '/graphql', async (c) => {
    let cookieSet = false;
    const setSessionCookie = (token: string, expires: Date) => {
      setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure: config.cookieSecure, path: '/', expires });
      cookieSet = true;
    };
    const response = await yoga.fetch(c.req.raw, { ...c.get('services'), loaders: createLoaders(db), setSessionCookie });
    // A cookie set while resolving goes onto Yoga's response through Hono's prepared headers.
    return cookieSet ? c.newResponse(response.body, response) : response;
  });

  app.use('/api/*', requireSameOrigin(config.PUBLIC_ORIGIN), withServices);
  const rest = new Hono<AppEnv>();
  rest.onError(restErrorHandler(logger));
  rest.route('/', sessionRoutes());
  rest.route('/', eventRoutes());
  app.route('/api/v1', rest);
  app.all('/api/*', (c) => c.json({ message: 'Not found.' }, 404));

  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    const redirect = findRedirect(url.pathname, url.search);
    if (redirect) return c.redirect(redirect.location, redirect.status);
    await next();
  });

  if (deps.webRoot && existsSync(path.join(deps.webRoot, 'index.html'))) {
    const indexHtml = readFileSync(path.join(deps.webRoot, 'index.html'), 'utf8');
    const root = path.relative(process.cwd(), deps.webRoot);
    // The web app's scripts and pages go out gzip- or deflate-compressed (about a third the bytes).
    app.use('/js/*', compress());
    app.use(
      '/js/*',
      serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
    );
    // Files of the build; a directory path (/ above all) is a page, rendered below, not its index.html.
    const serveBuiltFile = serveStatic({ root });
    app.use('*', async (c, next) => (c.req.path.endsWith('/') ? next() : serveBuiltFile(c, next)));
    // /index.html doubles as the load balancer's health check: it answers only if the build is there.
    // Every other page is rendered here first, as the visitor (their cookies), and hydrated by
    // the browser; when that is not possible the plain shell renders in the browser instead.
    const renderedTemplate = startAppAfterFirstPaint(indexHtml);
    const renderPage = createPageRenderer({ entryPath: deps.serverEntry ?? path.join(deps.webRoot, '../server/entry-server.js'), logger });
    app.get('*', compress(), async (c) => {
      const page = await renderPage({
        url: c.req.url,
        cookie: c.req.header('cookie'),
        privacyCookie: getCookie(c, PRIVACY_COOKIE),
        // The page's queries go through the same /graphql handler, CSRF check and session lookup.
        fetchGraphQL: async (input, init) => app.fetch(new Request(input, init)),
      });
      // The page carries the visitor's own data: no shared cache may keep it.
      c.header('Cache-Control', 'private, no-cache');
      c.header('Vary', 'Cookie');
      if (!page) return c.html(indexHtml);
      if (page.kind === 'redirect') return c.redirect(page.location, page.status);
      return c.html(fillPageTemplate(renderedTemplate, page), page.status as 200 | 404);
    });
  }

  return app;
}
