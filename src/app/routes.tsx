import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { DashboardShell } from '../admin/DashboardShell';
import { pageNotFound } from '../public/data/notFound';
import { DefaultLayout } from '../public/layouts/DefaultLayout';
import { PropertyLayout } from '../public/layouts/PropertyLayout';
import { SimpleLayout } from '../public/layouts/SimpleLayout';
import type { PageModule } from '../public/pages/pageModule';
import { importWithReload } from '../shared/chunks/importWithReload';
import type { AppContext } from '../shared/data/appContext';
import { resolveMiddleware, type RouteMiddleware } from '../shared/routes/middleware';
import {
  DASHBOARD_BASE,
  dashboardRoutes,
  isDashboardPath,
  publicRoutes,
  type LayoutName,
  type PublicRouteName,
  type RouteEntry,
} from '../shared/routes/routeTable';
import { AppRoot } from './AppRoot';
import { prefetchPayload } from './payload';

export type RenderTarget = 'server' | 'client';

/**
 * The server has every page loaded; the browser loads each page's module when its route is entered
 * (both from the one list of src/public/pages/publicPages.ts).
 */
type PageSource =
  | { target: 'server'; pages: Record<PublicRouteName, PageModule> }
  | { target: 'client'; pages: Record<PublicRouteName, () => Promise<PageModule>> };

type BuildOptions = PageSource & {
  context: AppContext;
  /** The root's error boundary: ErrorPage on the server, InteractiveErrorPage in the browser. */
  errorPage: ComponentType;
  /** Only tests pass another registry. */
  middleware?: Parameters<typeof resolveMiddleware>[1];
};

/** The page module behind each lazily loaded route, once loaded (see `loadPagesFor`). */
const lazyPageRoutes = new WeakMap<RouteObject, () => Promise<PageModule>>();

/**
 * Loads the page modules of the routes matching a location and puts them on the route objects,
 * as React Router does for a lazy route: the browser calls it before it creates the router and
 * hydrates, so the first render has every component and nothing suspends while hydrating.
 */
export async function loadPagesFor(matchedRoutes: RouteObject[]): Promise<void> {
  await Promise.all(
    matchedRoutes.map(async (route) => {
      const load = lazyPageRoutes.get(route);
      if (!load || !route.lazy) return;
      const page = await load();
      Object.assign(route, { Component: page.Component, handle: { meta: page.meta }, lazy: undefined });
    }),
  );
}

const layouts: Record<Exclude<LayoutName, 'dashboard'>, RouteObject['Component']> = {
  default: DefaultLayout,
  property: PropertyLayout,
  simple: SimpleLayout,
};

/**
 * The dashboard's own router owns everything below its sections (a record's edit screen, say):
 * the sections of the route table plus one per declared resource (inquiries, settings …). The
 * resource declarations are loaded only when someone enters the dashboard: visitors' pages never
 * fetch them.
 */
async function dashboardEntryFor(pathname: string) {
  const { resourceList } = await import('../shared/resources/registry');
  const sections = [
    ...dashboardRoutes,
    ...resourceList
      .filter((resource) => !dashboardRoutes.some((route) => route.path === `${DASHBOARD_BASE}/${resource.name}`))
      .map((resource) => ({ path: `${DASHBOARD_BASE}/${resource.name}`, middleware: dashboardRoutes[0].middleware })),
  ];
  return sections.find((route) => pathname === route.path || (route.path !== DASHBOARD_BASE && pathname.startsWith(`${route.path}/`)));
}

/**
 * Builds the router's route objects from the shared route table: each public route gets its
 * page inside its layout; the dashboard is one route whose code loads lazily in the browser.
 */
export function createRoutes(options: BuildOptions): RouteObject[] {
  const { context, target, middleware } = options;
  const guarded = (guard: RouteMiddleware, load?: (args: LoaderFunctionArgs) => Promise<unknown>) => async (args: LoaderFunctionArgs) => {
    await guard({ request: args.request, session: context.session });
    if (target === 'client') await prefetchPayload(new URL(args.request.url), context.cache, args.request.signal);
    await load?.(args);
    return null;
  };

  const layoutRoutes: RouteObject[] = (Object.keys(layouts) as (keyof typeof layouts)[]).map((layout) => ({
    id: `layout-${layout}`,
    Component: layouts[layout],
    children: publicRoutes
      .filter((route) => route.layout === layout)
      .map((route): RouteObject => {
        const guard = resolveMiddleware((route as RouteEntry).middleware, middleware);
        const pageArgs = (args: LoaderFunctionArgs) => ({ params: args.params, request: args.request, context });
        if (options.target === 'server') {
          const page = options.pages[route.name];
          return {
            id: route.name,
            path: route.path,
            Component: page.Component,
            handle: { meta: page.meta },
            loader: guarded(guard, page.loader && ((args) => page.loader!(pageArgs(args)))),
          };
        }
        let loading: Promise<PageModule> | undefined;
        const load = () =>
          (loading ??= importWithReload(options.pages[route.name]).catch((error: unknown) => {
            loading = undefined;
            throw error;
          }));
        const routeObject: RouteObject = {
          id: route.name,
          path: route.path,
          // The page's code and its data load in parallel: the loader is not part of the lazy module.
          lazy: async () => {
            const page = await load();
            return { Component: page.Component, handle: { meta: page.meta } };
          },
          loader: guarded(guard, async (args) => (await load()).loader?.(pageArgs(args))),
        };
        lazyPageRoutes.set(routeObject, load);
        return routeObject;
      }),
  }));

  // Resolved now, so a missing guard fails at start-up; the resources' sections share the first section's guard.
  const dashboardGuards = new Map(dashboardRoutes.map((route) => [route.path as string, resolveMiddleware(route.middleware, middleware)]));
  const dashboardGuard = (path: string | undefined) =>
    dashboardGuards.get(path ?? DASHBOARD_BASE) ?? dashboardGuards.get(dashboardRoutes[0].path)!;

  const dashboard: RouteObject = {
    id: 'dashboard',
    path: `${DASHBOARD_BASE}/*`,
    handle: { meta: () => ({ title: 'Dashboard', robots: 'noindex, nofollow' }) },
    loader: async ({ request }) => {
      const entry = await dashboardEntryFor(new URL(request.url).pathname);
      await dashboardGuard(entry?.path)({ request, session: context.session });
      if (!entry) return pageNotFound(context, request);
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
      ErrorBoundary: options.errorPage,
      children: [...layoutRoutes, dashboard, { id: 'not-found', path: '*', loader: ({ request }) => pageNotFound(context, request) }],
    },
  ];
}
