import { redirect } from 'react-router';
import type { SessionSource } from '../auth/session';

export interface MiddlewareArgs {
  request: Request;
  session: SessionSource;
}

/** A route guard: returns to let the route load, throws a redirect or error to stop it. */
export type RouteMiddleware = (args: MiddlewareArgs) => void | Promise<void>;

export const LOGIN_PATH = '/login';

/** Signed-out visitors go to the login page, which brings them back afterwards. */
export const auth: RouteMiddleware = async ({ request, session }) => {
  if (await session.getSession(request)) return;
  const url = new URL(request.url);
  const target = url.pathname + url.search;
  throw redirect(`${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`);
};

export const routeMiddleware: Readonly<Record<string, RouteMiddleware>> = { auth };

export class UnknownRouteMiddlewareError extends Error {
  constructor(readonly middlewareName: string) {
    super('Unknown route middleware');
    this.name = 'UnknownRouteMiddlewareError';
  }
}

/**
 * Turns the guard names of a route into one guard. Resolution happens when the
 * routes are built, so a misspelt guard fails at start-up rather than letting a visitor through.
 */
export function resolveMiddleware(
  names: readonly string[] = [],
  registry: Readonly<Record<string, RouteMiddleware>> = routeMiddleware,
): RouteMiddleware {
  const guards = names.map((name) => {
    const guard = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!guard) throw new UnknownRouteMiddlewareError(name);
    return guard;
  });
  return async (args) => {
    for (const guard of guards) await guard(args);
  };
}
