import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

/**
 * The methods each path of the API takes, learnt from the routes as they are registered, so that a call with
 * another method answers 405 with an `Allow` header (RFC 9110 §15.5.6) instead of 404. Fastify's router finds a
 * route by method first and cannot say which other methods a path takes: a second router, with the same
 * routes and no handlers, answers that. Call before any route is registered.
 */
export function trackAllowedMethods(app: FastifyInstance): (path: string) => string[] {
  const router = FindMyWay({ ignoreTrailingSlash: false, maxParamLength: 200 });
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat() as HTTPMethod[]) {
      if (router.hasRoute(method, route.url)) continue;
      router.on(method, route.url, () => {});
      methods.add(method);
    }
  });
  return (path) => [...methods].filter((method) => router.find(method, path) !== null).sort();
}
