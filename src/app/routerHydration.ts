import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';

/**
 * The router state the browser starts from, in the shape React Router reads from
 * `window.__staticRouterHydrationData`. It travels inside the page's JSON data block instead of the
 * inline script <StaticRouterProvider hydrate> would write: a page without inline scripts needs no
 * per-response CSP nonce, so the server can cache and revalidate its HTML.
 */
export interface RouterHydrationData {
  loaderData: StaticHandlerContext['loaderData'];
  actionData: StaticHandlerContext['actionData'];
  errors: Record<string, unknown> | null;
}

/** Route errors as React Router serialises them (its client turns them back into errors). */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => {
      if (isRouteErrorResponse(error)) return [routeId, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) {
        return [routeId, { message: error.message, __type: 'Error', ...(error.name !== 'Error' ? { __subType: error.name } : {}) }];
      }
      return [routeId, error];
    }),
  );
}

export function routerHydrationData(context: StaticHandlerContext): RouterHydrationData {
  return { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) };
}

declare global {
  interface Window {
    __staticRouterHydrationData?: RouterHydrationData;
  }
}

/** Hands the server's router state to createBrowserRouter, which reads (and deserialises) it from there. */
export function provideRouterHydrationData(data: RouterHydrationData | undefined) {
  if (data) window.__staticRouterHydrationData = data;
}
