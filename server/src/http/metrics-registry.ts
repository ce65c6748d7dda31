import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics: one registry per process (a process serves one app), so a service deep in
 * the code can count an event with one call and without being handed anything.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Every answered request, cached ones included, by method, route pattern and status. */
export const requestsTotal = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving a request to its answer, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

/** Response-cache lookups of the content API: a hit answers without the database. */
export const cacheLookups = new Counter({
  name: 'response_cache_lookups_total',
  help: 'Response cache lookups of the content API, by result (hit or miss)',
  labelNames: ['result'] as const,
  registers: [registry],
});

/** Integrity reports stored (the honeypot's are not). */
export const reportsReceived = new Counter({
  name: 'integrity_reports_received_total',
  help: 'Integrity reports received and stored',
  registers: [registry],
});

/** What a connection pool tells of itself (pg.Pool has these three). */
export interface PoolStats {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

let pool: PoolStats | undefined;

/** The pool the gauges read (PostgreSQL); SQLite has one synchronous connection and no pool to show. */
export function watchPool(stats: PoolStats | undefined): void {
  pool = stats;
}

const poolGauge = (name: string, help: string, read: (p: PoolStats) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      if (pool) this.set(read(pool));
    },
  });

poolGauge('db_pool_connections', 'Database connections open (PostgreSQL pool)', (p) => p.totalCount);
poolGauge('db_pool_idle_connections', 'Database connections idle (PostgreSQL pool)', (p) => p.idleCount);
poolGauge(
  'db_pool_waiting_requests',
  'Queries waiting for a database connection (PostgreSQL pool)',
  (p) => p.waitingCount,
);
