import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { DashboardShell } from '../admin/DashboardShell';
import { DefaultLayout } from '../public/layouts/DefaultLayout';
import { PropertyLayout } from '../public/layouts/PropertyLayout';
import { SimpleLayout } from '../public/layouts/SimpleLayout';
import { ErrorPage } from '../public/errors/ErrorPage';
import { publicPages } from '../public/pages';
import { importWithReload } from '../shared/chunks/importWithReload';
import { resourceList } from '../shared/resources/registry';
import type { AppContext } from '../shared/data/appContext';
import { resolveMiddleware, type RouteMiddleware } from '../shared/routes/middleware';
import { DASHBOARD_BASE, dashboardRoutes, isDashboardPath, publicRoutes, type LayoutName, type RouteEntry } from '../shared/routes/routeTable';
import { AppRoot } from './AppRoot';
import { prefetchPayload } from './payload';

export type RenderTarget = 'server' | 'client';

interface BuildOptions {
  context: AppContext;
  target: RenderTarget;
  /** Only tests pass another registry. */
  middleware?: Parameters<typeof resolveMiddleware>[1];
}

const layouts: Record<Exclude<LayoutName, 'dashboard'>, RouteObject['Component']> = {
  default: DefaultLayout,
  property: PropertyLayout,
  simple: SimpleLayout,
};

export const notFoundMessage = (pathname: string) => `Page not found: ${pathname}`;

function notFound(context: AppContext, request: Request): never {
  const message = notFoundMessage(new URL(request.url).pathname);
  context.log('warn', message);
  throw data(message, { status: 404, statusText: 'Not Found' });
}

/**
 * The dashboard's own router owns everything below its sections (a record's edit screen, say):
 * the sections of the route table plus one per declared resource (inquiries, settings …).
 */
const dashboardSections = [
  ...dashboardRoutes,
  ...resourceList
    .filter((resource) => !dashboardRoutes.some((route) => route.path === `${DASHBOARD_BASE}/${resource.name}`))
    .map((resource) => ({ path: `${DASHBOARD_BASE}/${resource.name}`, middleware: dashboardRoutes[0].middleware })),
];
const dashboardEntryFor = (pathname: string) =>
  dashboardSections.find(
    (route) => pathname === route.path || (route.path !== DASHBOARD_BASE && pathname.startsWith(`${route.path}/`)),
  );

/**
 * Builds the router's route objects from the shared route table: each public route gets its
 * page inside its layout; the dashboard is one route whose code loads lazily in the browser.
 */
export function createRoutes({ context, target, middleware }: BuildOptions): RouteObject[] {
  const guarded = (guard: RouteMiddleware, load?: (args: LoaderFunctionArgs) => Promise<unknown>) =>
    async (args: LoaderFunctionArgs) => {
      await guard({ request: args.request, session: context.session });
      if (target === 'client') await prefetchPayload(new URL(args.request.url), context.queryClient, args.request.signal);
      await load?.(args);
      return null;
    };

  const layoutRoutes: RouteObject[] = (Object.keys(layouts) as (keyof typeof layouts)[]).map((layout) => ({
    id: `layout-${layout}`,
    Component: layouts[layout],
    children: publicRoutes
      .filter((route) => route.layout === layout)
      .map((route): RouteObject => {
        const page = publicPages[route.name];
        const guard = resolveMiddleware((route as RouteEntry).middleware, middleware);
        return {
          id: route.name,
          path: route.path,
          Component: page.Component,
          handle: { meta: page.meta },
          loader: guarded(guard, page.loader && ((args) => page.loader!({ params: args.params, request: args.request, context }))),
        };
      }),
  }));

  const dashboardGuards = new Map(dashboardSections.map((route) => [route.path, resolveMiddleware(route.middleware, middleware)]));

  const dashboard: RouteObject = {
    id: 'dashboard',
    path: `${DASHBOARD_BASE}/*`,
    handle: { meta: () => ({ title: 'Dashboard', robots: 'noindex, nofollow' }) },
    loader: async ({ request }) => {
      const entry = dashboardEntryFor(new URL(request.url).pathname);
      await dashboardGuards.get(entry?.path ?? DASHBOARD_BASE)!({ request, session: context.session });
      if (!entry) notFound(context, request);
      return null;
    },
    // The guard runs when staff enter the dashboard; inside it, react-admin's own auth checks take over.
    shouldRevalidate: ({ currentUrl }) => !isDashboardPath(currentUrl.pathname),
    HydrateFallback: DashboardShell,
    ...(target === 'server'
      ? { Component: DashboardShell }
      : { lazy: () => importWithReload(() => import('../admin/AdminApp')).then((module) => ({ Component: module.default })) }),
  };

  return [
    {
      id: 'root',
      Component: AppRoot,
      ErrorBoundary: ErrorPage,
      children: [
        ...layoutRoutes,
        dashboard,
        { id: 'not-found', path: '*', loader: ({ request }) => notFound(context, request) },
      ],
    },
  ];
}
