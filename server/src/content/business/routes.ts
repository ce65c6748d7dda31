import { breedPigs, meatSale, partners, pigSale } from '@muyuan/contract/business';
import type { FastifyInstance } from 'fastify';
import { registerContentRoute } from '../../http/content-route.ts';
import { partnerList, salesCards } from './service.ts';

/** The spec writes these four paths with `//`; the router ignores duplicate slashes, so both forms work. */
export default async function businessRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const tag = 'business';
  registerContentRoute(app, breedPigs, (_q, lang) => salesCards(db, 'breedPigs', lang), { tag });
  registerContentRoute(app, meatSale, (_q, lang) => salesCards(db, 'meatSale', lang), { tag });
  registerContentRoute(app, partners, (_q, lang) => partnerList(db, lang), { tag });
  registerContentRoute(app, pigSale, (q, lang) => salesCards(db, 'pigSale', lang, q.category), { tag });
}
