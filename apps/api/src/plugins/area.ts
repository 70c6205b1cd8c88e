import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/** Fastify's name of the app services plugin, which every area needs registered before it. */
const SERVICES = 'shop-services';

/**
 * One area's routes as a Fastify plugin, named `<area>-routes` (as `app.printPlugins()` lists it):
 * encapsulated, so its own hooks, parsers and decorators stay inside it, and refused by Fastify at
 * registration unless the app services plugin came first. `leaks` only for an area that must
 * decorate the root itself (say why where it is registered).
 */
export function area<Options extends FastifyPluginOptions>(name: string, routes: FastifyPluginAsync<Options>, { leaks = false } = {}) {
  return fp(routes, { name: `${name}-routes`, fastify: '5.x', encapsulate: !leaks, dependencies: [SERVICES] });
}
