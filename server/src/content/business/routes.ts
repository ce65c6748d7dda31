import { breedPigs, meatSale, partners, pigSale } from '@muyuan/contract/business';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerContentRoute } from '../../http/content-route.ts';
import { partnerList, salesCards } from './service.ts';

/** The spec writes these four paths with `//`; the router ignores duplicate slashes, so both forms work. */
export function registerBusinessRoutes(app: FastifyInstance, { db, state }: AppContext): void {
  const tag = 'business';
  registerContentRoute(app, state, breedPigs, (_q, lang) => salesCards(db, 'breedPigs', lang), { tag });
  registerContentRoute(app, state, meatSale, (_q, lang) => salesCards(db, 'meatSale', lang), { tag });
  registerContentRoute(app, state, partners, (_q, lang) => partnerList(db, lang), { tag });
  registerContentRoute(app, state, pigSale, (q, lang) => salesCards(db, 'pigSale', lang, q.category), { tag });
}
