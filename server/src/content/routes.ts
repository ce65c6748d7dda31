import type { FastifyInstance } from 'fastify';
import priceHistoryRoutes from '../market/history/routes.ts';
import bondMatterRoutes from './bond-matter/routes.ts';
import brandRoutes from './brand/routes.ts';
import businessRoutes from './business/routes.ts';
import commonRoutes from './common/routes.ts';
import complianceRoutes from './compliance/routes.ts';
import homeRoutes from './home/routes.ts';
import introduceRoutes from './introduce/routes.ts';
import searchRoutes from './search/routes.ts';
import socialResponsibilityRoutes from './social-responsibility/routes.ts';
import stockMarketRoutes from './stock-market/routes.ts';

/** Every content API group, each an encapsulated plugin registering the contract's GET endpoints. */
export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  for (const group of [
    homeRoutes,
    introduceRoutes,
    bondMatterRoutes,
    socialResponsibilityRoutes,
    stockMarketRoutes,
    priceHistoryRoutes,
    searchRoutes,
    commonRoutes,
    brandRoutes,
    businessRoutes,
    complianceRoutes,
  ]) {
    await app.register(group);
  }
}
