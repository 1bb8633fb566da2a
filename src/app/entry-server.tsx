import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject, type StaticHandlerContext } from 'react-router';
import type { AppContext } from '../shared/data/appContext';
import { PublicDataCache } from '../shared/data/publicDataCache';
import { headTags, renderHeadTags, type PageMeta } from '../shared/meta/pageMeta';
import { isDashboardPath } from '../shared/routes/routeTable';
import type { PayloadResult, RenderOptions, RenderResult, ServerEntry } from '../shared/ssr/renderContract';
import { serializeAppData, APP_DATA_ID } from './appData';
import { routerHydrationData } from './routerHydration';
import { AppProviders } from './AppProviders';
import { routeMeta } from './AppRoot';
import { createServerEmotionCache } from './emotionCache';
import { createRoutes } from './routes';
import { loadPublicPages } from '../public/pages/publicPages';
import { canonicalPageUrl } from './canonicalPageUrl';
import { describeRouteError, ErrorPage } from '../public/errors/ErrorPage';
import { readNotFoundData } from '../public/data/notFound';
import { PreviewBanner } from '../public/preview/PreviewBanner';
import { START_MODE_ATTRIBUTE, startMode } from './startMode';

type BuildRoutes = (options: { context: AppContext; target: 'server' }) => RouteObject[] | Promise<RouteObject[]>;

const buildServerRoutes: BuildRoutes = async (options) =>
  createRoutes({ ...options, pages: await loadPublicPages(), errorPage: ErrorPage });

async function runLoaders(request: Request, options: RenderOptions, buildRoutes: BuildRoutes) {
  const cache = new PublicDataCache();
  const context: AppContext = { cache, session: options.session, data: options.data, log: options.log };
  const handler = createStaticHandler(await buildRoutes({ context, target: 'server' }));
  const result = await handler.query(request);
  // A path that no route matches (a line break escapes the catch-all's pattern) gets the router's own 404, without the
  // catch-all's loader: what the not-found page shows is read here instead, as rendering cannot wait for it.
  if (!(result instanceof Response) && result.statusCode === 404) await readNotFoundData(context, new URL(request.url).pathname);
  return { cache, handler, result };
}

/** The server's outcome of a posted form as the matched page's action data (useActionData), also for hydration. */
function withActionData(context: StaticHandlerContext, actionData: unknown): StaticHandlerContext {
  const page = context.matches[context.matches.length - 1];
  return page && !context.errors ? { ...context, actionData: { [page.route.id]: actionData } } : context;
}

/** A preview is nobody's to index or follow, whatever the page says of itself. */
const PREVIEW_META: PageMeta = { robots: 'noindex, nofollow' };

const errorMeta: PageMeta = { title: 'Seite nicht gefunden', robots: 'noindex' };

function pageMeta(context: StaticHandlerContext, cache: PublicDataCache, { pathname, search }: URL): PageMeta {
  if (context.errors) return errorMeta;
  const match = [...context.matches].reverse().find((candidate) => routeMeta(candidate.route.handle));
  return match ? routeMeta(match.route.handle)!({ params: match.params, cache, pathname, search }) : {};
}

const firstError = (context: StaticHandlerContext) => (context.errors ? Object.values(context.errors)[0] : undefined);

/** Renders a page: runs guards and loaders, renders with the prefetched data, extracts the styles. */
async function renderPage(request: Request, options: RenderOptions, buildRoutes: BuildRoutes): Promise<RenderResult> {
  const { cache, handler, result } = await runLoaders(request, options, buildRoutes);
  if (result instanceof Response) {
    return { kind: 'redirect', status: result.status, location: result.headers.get('Location') ?? '/' };
  }
  const url = new URL(request.url);
  let context = options.actionData === undefined ? result : withActionData(result, options.actionData);
  const clientRendered = isDashboardPath(url.pathname) && !context.errors;

  const renderApp = (routerContext: StaticHandlerContext) => {
    const emotionCache = createServerEmotionCache();
    const router = createStaticRouter(handler.dataRoutes, routerContext);
    const html = renderToString(
      <AppProviders
        emotionCache={emotionCache}
        cache={cache}
        viewport={options.viewport}
        consent={options.consent ?? null}
        data={options.data}
        banner={options.preview ? <PreviewBanner /> : null}
      >
        <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
      </AppProviders>,
    );
    const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(emotionCache);
    return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
  };

  let rendered;
  try {
    rendered = renderApp(context);
  } catch (error) {
    // Error boundaries do not run on the server: render the error page with a 500 instead.
    options.log('error', `Render failed for ${url.pathname}: ${describeRouteError(error)}`);
    context = { ...context, statusCode: 500, errors: { root: error }, loaderData: {} };
    rendered = renderApp(context);
  }

  const meta = { ...pageMeta(context, cache, url), ...(options.preview ? PREVIEW_META : {}) };
  const head = [renderHeadTags(headTags(meta, { origin: options.origin, pathname: url.pathname })), rendered.styles].join('\n    ');
  const appData = serializeAppData({
    viewport: options.viewport,
    consent: options.consent ?? null,
    buildId: options.buildId,
    cache: cache.dehydrate(),
    hydrate: !clientRendered,
    ...(clientRendered ? {} : { router: routerHydrationData(context) }),
  });
  const error = firstError(context);
  return {
    kind: 'page',
    status: context.statusCode,
    head,
    html: rendered.html,
    appData: `<script id="${APP_DATA_ID}" type="application/json" ${START_MODE_ATTRIBUTE}="${startMode(context, options, clientRendered)}">${appData}</script>`,
    ...(error !== undefined ? { error: describeRouteError(error) } : {}),
  };
}

/** The data a page's server render used, for client-side navigation (`<path>/_payload.json`). */
async function pagePayload(request: Request, options: RenderOptions, buildRoutes: BuildRoutes): Promise<PayloadResult> {
  const { cache, result } = await runLoaders(request, options, buildRoutes);
  if (result instanceof Response) {
    return { kind: 'redirect', status: result.status, location: result.headers.get('Location') ?? '/' };
  }
  return { kind: 'payload', status: result.statusCode, body: { cache: cache.dehydrate() } };
}

/** The server entry over a set of routes; tests pass their own to provoke failures. */
export function createServerEntry(buildRoutes: BuildRoutes = buildServerRoutes): ServerEntry {
  return {
    render: (request, options) => renderPage(request, options, buildRoutes),
    loadPayload: (request, options) => pagePayload(request, options, buildRoutes),
    pageUrl: async (url) => canonicalPageUrl(new URL(url), await loadPublicPages()).href,
  };
}

export const { render, loadPayload, pageUrl } = createServerEntry();
