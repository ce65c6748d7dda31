import type { FastifyInstance } from 'fastify';
import type { AdminContext } from './context.ts';
import accountRoutes from './routes/accounts.ts';
import auditRoutes from './routes/audit.ts';
import enrollmentRoutes from './routes/enrollment.ts';
import mySignInRoutes from './routes/my-sign-in.ts';
import openApiRoutes from './routes/openapi.ts';
import signInRoutes from './routes/sign-in.ts';
import stepUpRoutes from './routes/step-up.ts';
import tokenRoutes from './routes/tokens.ts';

/** The back office's API, `/api/admin/v1/...` and its OpenAPI document; each route's roles are in route-roles.ts. */
export default async function adminRoutes(app: FastifyInstance, { ctx }: { ctx: AdminContext }) {
  for (const routes of [
    signInRoutes,
    stepUpRoutes,
    enrollmentRoutes,
    mySignInRoutes,
    accountRoutes,
    tokenRoutes,
    auditRoutes,
    openApiRoutes,
  ]) {
    await app.register(routes, { ctx });
  }
}
