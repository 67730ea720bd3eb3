import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { getCookie, setCookie } from 'hono/cookie';
import { serveStatic } from '@hono/node-server/serve-static';
import type { HttpBindings } from '@hono/node-server';
import type { Knex } from 'knex';
import type { AppConfig } from './config.js';
import type { Adapters } from './adapters/index.js';
import type { Logger } from './lib/logger.js';
import type { JobSender } from './jobs/JobDefinition.js';
import { createGraphQLServer } from './graphql/yoga.js';
import type { GraphQLContext } from './graphql/context.js';
import { untilAborted } from './lib/untilAborted.js';
import { createLoaders } from './loaders.js';
import { SESSION_COOKIE, userForSessionToken } from './services/account/sessions.js';
import { sessionCookieOptions } from '#core/account/sessionCookie';
import { ANALYTICS_BROWSER_COOKIE } from './services/privacy/analytics.js';
import type { AppEnv } from './rest/env.js';
import { sessionRoutes } from './rest/sessionRoutes.js';
import { eventRoutes } from './rest/eventRoutes.js';
import { opsRoutes } from './rest/opsRoutes.js';
import { webhookRoutes } from './rest/webhookRoutes.js';
import { documentRoutes } from './rest/documentRoutes.js';
import { requireSameOrigin } from './rest/sameOrigin.js';
import { requireCsrfHeader } from './rest/requireCsrfHeader.js';
import { requireWellFormedText } from './rest/requireWellFormedText.js';
import { requireBodyType } from './rest/requireBodyType.js';
import { abandonedRequestResponse, databaseUnavailableResponse, restErrorHandler } from './rest/appErrors.js';
import { findRedirect } from '#core/redirects';
import { safeRedirectPath } from '#core/account/safeRedirect';
import { LOGIN_PATH } from '#core/account/loginForm';
import { knownTimeZone } from '#core/calendarDate';
import { TIME_ZONE_HEADER } from '#core/timeZoneHeader';
import { createPageRenderer } from '#api/serving/rendering/pageRenderer';
import { createRenderedPageMemo } from '#api/serving/rendering/renderedPageMemo';
import { inProcessRequest } from '#api/serving/rendering/inProcessRequest';
import { createPublicPageCache, publicPageKey } from '#api/serving/rendering/publicPageCache';
import { activeSheet } from './services/rates/activeSheet.js';
import { fillPageTemplate, startAppAfterFirstPaint, withScriptNonce } from '#api/serving/rendering/pageTemplate';
import { providerContentSources } from './providerContentSources.js';
import { securityHeaders } from './securityHeaders.js';
import { compressAnswers } from '#api/serving/compressAnswers';
import { shedLoad } from '#api/serving/loadShedding';
import { idempotentMutations } from './graphql/idempotentMutations.js';
import { isDatabaseUnavailable } from './lib/databaseAvailability.js';
import { PRIVACY_COOKIE } from './rest/eventRoutes.js';
import { PREQUAL_CLAIMS_COOKIE, PREQUAL_CLAIMS_MAX_AGE_SECONDS, signPrequalClaims, verifyPrequalClaims } from './services/prequal/prequalClaims.js';

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
  /** The background job queue services send work to. */
  jobs?: JobSender;
  /** The connecting client's address, for rate limits; the host adapter supplies it. */
  clientAddress?: (request: Request, env: unknown) => string | undefined;
}

/** Bytes of public pages kept in memory (by URL, privacy choice and content version), two a character. */
const PUBLIC_PAGES_BYTES = 16 * 1024 * 1024;
/** How long browsers reuse a file of web/public (unhashed names, unlike /js/). */
export const PUBLIC_FILE_MAX_AGE_SECONDS = 3600;

/**
 * How long browsers keep a file of the build. Hashed names (/js/) never change content: a year.
 * The files of web/public (the favicon, images, the locale-data worker every page starts) keep
 * their names from build to build: an hour, so a changed one reaches everyone within the hour.
 * index.html, the health check, is not kept.
 */
function builtFileCaching(urlPath: string): string | null {
  if (urlPath.startsWith('/js/')) return 'public, max-age=31536000, immutable';
  return urlPath.endsWith('.html') ? null : `public, max-age=${PUBLIC_FILE_MAX_AGE_SECONDS}`;
}

/** Largest REST request body accepted. */
export const REST_BODY_LIMIT_BYTES = 16 * 1024;

/** The whole HTTP surface: /graphql, REST under /api/v1, health, redirects and the web app. */
export function createApp(deps: AppDeps) {
  const { config, db, adapters, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const yoga = createGraphQLServer({ production: config.NODE_ENV === 'production', logger, publicOrigin: config.publicOrigin });
  /**
   * Yoga's handleRequest, which takes its context in parts at run time (whatwg-node's server
   * adapter), though typed with one. Given two, it copies them into one new context; given one,
   * it copies it onto an object made with it as prototype, which V8 handles slowly for the rest
   * of the request. Not yoga.fetch: that reads the request's abort signal, which makes the Node
   * adapter build a full Request out of its lazy one, only to race the answer against it (done
   * below only for requests made in process). Together about half of a { __typename }'s time.
   */
  const answerGraphQL = yoga.handleRequest as (request: Request, ...context: Array<Partial<GraphQLContext>>) => Promise<Response>;
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    // Set on the answer's own headers: Hono's c.header, once an answer is made, copies the whole
    // answer first (a quarter of a { __typename }'s time). Only an answer whose headers cannot
    // change (one fetched from elsewhere) takes that way.
    try {
      c.res.headers.set('x-request-id', requestId);
    } catch {
      c.header('x-request-id', requestId);
    }
    logger.info('request', {
      requestId,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  });

  app.use('*', securityHeaders({ publicOrigin: config.publicOrigin, production: config.NODE_ENV === 'production', providers: providerContentSources(config) }));

  // A database outage is answered 503 with a typed code the client retries on; /ready is the probe.
  app.onError((error, c) => {
    if (isDatabaseUnavailable(error)) return databaseUnavailableResponse(c, logger, error);
    if (c.req.raw.signal.aborted) return abandonedRequestResponse(c, logger);
    logger.error('unexpected error', {
      path: c.req.path,
      error: String((error as Error).message).slice(0, 200),
      stack: (error as Error).stack?.split('\n').slice(1, 20).join('\n'),
    });
    return c.json({ message: 'Unexpected error.' }, 500);
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
    const currentUser = await userForSessionToken(db, sessionToken, now(), config.SESSION_IDLE_TIMEOUT_MINUTES);
    const clientAddress = deps.clientAddress?.(c.req.raw, c.env);
    c.set('clientKey', clientAddress ?? 'unknown');
    c.set('services', {
      db,
      config,
      adapters,
      logger: logger.child({ requestId: c.get('requestId') }),
      currentUser,
      loaders: createLoaders(db),
      sessionToken: currentUser ? sessionToken : null,
      now,
      origin: config.publicOrigin,
      analyticsBrowserKey: getCookie(c, ANALYTICS_BROWSER_COOKIE) ?? null,
      clientKey: c.get('clientKey'),
      jobs: deps.jobs,
      clientAddress,
      userAgent: c.req.header('user-agent'),
      timeZone: knownTimeZone(c.req.header(TIME_ZONE_HEADER)),
      prequalClaims: verifyPrequalClaims(config, getCookie(c, PREQUAL_CLAIMS_COOKIE)),
    });
    await next();
  });

  // Shedding comes first, so a full server refuses a request before any work on it.
  // Answers over a kilobyte go out brotli- or gzip-compressed (a rates list is mostly repeated keys).
  app.use('/graphql', compressAnswers(), shedLoad(config.GRAPHQL_MAX_IN_FLIGHT), requireCsrfHeader(), withServices, idempotentMutations({ db, now }));
  app.on(['GET', 'POST'], '/graphql', async (c) => {
    let cookieSet = false;
    const setSessionCookie = (token: string, expires: Date) => {
      setCookie(c, SESSION_COOKIE, token, sessionCookieOptions(config.cookieSecure, expires));
      cookieSet = true;
    };
    let prequalClaims = c.get('services').prequalClaims ?? [];
    const claimPrequal = (prequalUuid: string) => {
      prequalClaims = [...prequalClaims.filter((uuid) => uuid !== prequalUuid), prequalUuid];
      setCookie(c, PREQUAL_CLAIMS_COOKIE, signPrequalClaims(config, prequalClaims), {
        ...sessionCookieOptions(config.cookieSecure),
        maxAge: PREQUAL_CLAIMS_MAX_AGE_SECONDS,
      });
      cookieSet = true;
    };
    const answer = answerGraphQL(c.req.raw, c.get('services'), { setSessionCookie, claimPrequal });
    // A request made in process (a page render's, whose time limit aborts it) has no socket of the
    // Node server behind it: it ends when aborted, answered 503 by onError. One from a socket runs
    // to its end even if its caller has gone.
    const fromSocket = (c.env as Partial<HttpBindings> | undefined)?.incoming !== undefined;
    const response = await (fromSocket ? answer : untilAborted(answer, c.req.raw.signal));
    // A cookie set while resolving goes onto Yoga's response through Hono's prepared headers.
    return cookieSet ? c.newResponse(response.body, response) : response;
  });

  // The processor's webhooks come before the REST middleware: signed, not same-origin.
  app.route('/api/v1/webhooks', webhookRoutes({ db, adapters, logger, now, jobs: deps.jobs }));

  // REST bodies are small (credentials, one analytics event): anything larger is refused unread.
  const restBodyLimit = bodyLimit({ maxSize: REST_BODY_LIMIT_BYTES, onError: (c) => c.json({ message: 'The request body is too large.' }, 413) });
  app.use('/api/*', restBodyLimit, requireSameOrigin(config.sameOrigins), requireBodyType({ formPaths: [LOGIN_PATH] }), requireWellFormedText(), withServices);
  const rest = new Hono<AppEnv>();
  rest.onError(restErrorHandler(logger));
  rest.route('/', sessionRoutes());
  rest.route('/', eventRoutes());
  rest.route('/', documentRoutes());
  app.route('/api/v1', rest);
  app.all('/api/*', (c) => c.json({ message: 'Not found.' }, 404));
  app.route('/ops', opsRoutes({ db, config, adapters, logger, now, jobs: deps.jobs }));

  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    const redirect = findRedirect(url.pathname, url.search);
    // Every Location we send stays on our origin, whatever the path it was built from held.
    if (redirect) return c.redirect(safeRedirectPath(redirect.location, config.publicOrigin), redirect.status);
    await next();
  });

  if (deps.webRoot && existsSync(path.join(deps.webRoot, 'index.html'))) {
    const indexHtml = readFileSync(path.join(deps.webRoot, 'index.html'), 'utf8');
    const root = path.relative(process.cwd(), deps.webRoot);
    // Source maps stay on the server (for error reports): never served.
    app.get('*', async (c, next) => (c.req.path.endsWith('.map') ? c.json({ message: 'Not found.' }, 404) : next()));
    // The build writes each script and stylesheet brotli- and gzip-compressed beside it
    // (web/precompressAssets.ts): the one the browser accepts is sent as it is, never compressed
    // per request. A directory path (/ above all) is a page, rendered below, not its index.html.
    const serveBuiltFile = serveStatic({ root, precompressed: true });
    // Every built file's name has an extension: a path whose last part has none is a page, and is
    // not looked for on disk.
    app.use('*', async (c, next) => {
      if (!/\.[^/]*$/.test(c.req.path)) return next();
      // A file found is the answer returned; one not found is a page, answered further on.
      const file = await serveBuiltFile(c, next);
      const caching = file?.status === 200 ? builtFileCaching(c.req.path) : null;
      if (caching) file?.headers.set('Cache-Control', caching);
      return file;
    });
    // /index.html doubles as the load balancer's health check: it answers only if the build is there.
    // Every other page is rendered here first, as the visitor (their cookies), and hydrated by
    // the browser; when that is not possible the plain shell renders in the browser instead.
    const renderedTemplate = startAppAfterFirstPaint(indexHtml);
    const renderPage = createPageRenderer({ entryPath: deps.serverEntry ?? path.join(deps.webRoot, '../server/entry-server.js'), logger });
    const publicPages = createPublicPageCache({ ttlMs: config.PUBLIC_PAGE_CACHE_SECONDS * 1000, maxBytes: PUBLIC_PAGES_BYTES });
    const renderedPages = config.RENDERED_PAGES_MB > 0 ? createRenderedPageMemo({ maxBytes: config.RENDERED_PAGES_MB * 1024 * 1024 }) : undefined;
    app.get('*', compressAnswers(), async (c) => {
      const render = () =>
        renderPage({
          url: c.req.url,
          cookie: c.req.header('cookie'),
          hasSession: getCookie(c, SESSION_COOKIE) !== undefined,
          privacyCookie: getCookie(c, PRIVACY_COOKIE),
          // The page's queries go through the same /graphql handler, CSRF check and session lookup.
          fetchGraphQL: async (input, init) => app.fetch(inProcessRequest(input, init)),
          renderedPages,
        });
      // A visitor's page is rendered once per URL and content version (the active rate sheet)
      // while it is fresh; a signed-in homeowner's data is asked on every request, and their page
      // rendered again only when that data differs from a page this server already rendered.
      const key = publicPages.enabled ? publicPageKey(c.req.url, c.req.header('cookie'), PRIVACY_COOKIE, (await activeSheet(db))?.uuid ?? 'no sheet') : null;
      const page = key ? await publicPages.page(key, render) : await render();
      // The page carries the visitor's own data: no shared cache may keep it.
      c.header('Cache-Control', 'private, no-cache');
      c.header('Vary', 'Cookie');
      // Our inline scripts (the app loader, the data script) carry the CSP nonce; nothing else may run inline.
      const nonce = c.get('secureHeadersNonce');
      if (!page) return c.html(withScriptNonce(indexHtml, nonce));
      if (page.kind === 'browser') {
        // The shell has no robots meta of its own: a draft preview's noindex goes in the header.
        if (page.noIndex) c.header('X-Robots-Tag', 'noindex');
        return c.html(withScriptNonce(indexHtml, nonce), page.status as 200 | 404);
      }
      if (page.kind === 'redirect') return c.redirect(safeRedirectPath(page.location, config.publicOrigin), page.status);
      return c.html(fillPageTemplate(renderedTemplate, page, nonce), page.status as 200 | 404);
    });
  }

  return app;
}
