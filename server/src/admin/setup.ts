import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { ClientKeyer } from '../http/client-key.ts';
import type { SiteOrigin } from '../http/site-origin.ts';
import { allowList } from '../network-list.ts';
import { memoryAttemptStore, redisAttemptStore } from './attempt-store.ts';
import type { Clock } from './clock.ts';
import { AdminContext } from './context.ts';
import { type AdminRouteIndex, registerAdminGuard } from './guard.ts';
import { unavailableOnFailure } from './redis-unavailable.ts';
import { databaseSessionStore } from './session-store-db.ts';
import { redisSessionStore } from './session-store-redis.ts';
import { Sessions } from './sessions.ts';
import { SignInThrottle } from './sign-in-throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin routes as registered, with their rules (for the route-roles test). */
    adminRoutes: AdminRouteIndex;
  }
}

export interface AdminSetup {
  db: Db;
  redis: Redis | undefined;
  keyer: ClientKeyer;
  clock: Clock;
  siteOrigin: SiteOrigin;
  config: Pick<Config, 'adminSessionIdleMs' | 'adminSessionMaxMs' | 'adminStepUpMs' | 'adminAllowCidrs' | 'trustProxy'>;
}

/**
 * The back office's shared state (sessions and attempt counts in Redis when configured, else the
 * database and memory) and its guard, installed on the root instance before any route.
 */
export function setUpAdmin(app: FastifyInstance, setup: AdminSetup): AdminContext {
  const { config } = setup;
  const bounds = {
    idleMs: config.adminSessionIdleMs,
    absoluteMs: config.adminSessionMaxMs,
    stepUpMs: config.adminStepUpMs,
  };
  const store = setup.redis
    ? unavailableOnFailure(redisSessionStore(setup.redis, bounds.absoluteMs))
    : databaseSessionStore(setup.db);
  const attempts = setup.redis ? unavailableOnFailure(redisAttemptStore(setup.redis)) : memoryAttemptStore();
  const ctx = new AdminContext(
    setup.db,
    setup.clock,
    new Sessions(store, bounds, setup.clock),
    new SignInThrottle(attempts, setup.keyer, setup.clock),
    setup.siteOrigin,
  );
  app.decorate(
    'adminRoutes',
    registerAdminGuard(app, ctx, {
      allowed: allowList(config.adminAllowCidrs),
      trustsProxy: config.trustProxy !== false,
    }),
  );
  return ctx;
}
