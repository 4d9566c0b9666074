import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './health/routes';

/** Every domain's routes, mounted under /api. A new domain adds one line here. */
export const apiModules: FastifyPluginAsyncZod[] = [healthRoutes];
