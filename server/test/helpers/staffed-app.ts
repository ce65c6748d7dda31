import type { StaffRole } from '@muyuan/contract/admin/roles';
import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../../src/db/database.ts';
import { type Enrolled, enrollWithPassword, FakeClock } from './admin.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A suite's app on `dialect` with a fake clock, and one account (password + TOTP) enrolled for each list of
 * roles, in the order given: made before the suite's tests, cleaned up after them. The objects are filled in
 * `beforeAll`, so a suite takes them at once:
 * `const { t, staff: { publisher } } = staffedApp(dialect, { publisher: ['publisher'] });`
 */
export function staffedApp<K extends string>(dialect: Dialect, roles: Record<K, StaffRole[]>) {
  const clock = new FakeClock();
  const t = {} as TestApp;
  const names = Object.keys(roles) as K[];
  const staff = Object.fromEntries(names.map((name) => [name, {} as Enrolled])) as Record<K, Enrolled>;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(dialect, {}, { clock: clock.now }));
    for (const name of names) Object.assign(staff[name], await enrollWithPassword(t.app, t.db, clock, roles[name]));
  });
  afterAll(async () => t.cleanup?.());
  return { t, clock, staff };
}
