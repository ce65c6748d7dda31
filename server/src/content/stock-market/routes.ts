import { stockMarketList } from '@muyuan/contract/stock-market';
import type { FastifyInstance } from 'fastify';
import { registerContentRoute } from '../../http/content-route.ts';
import { withChange } from './service.ts';

export default async function stockMarketRoutes(app: FastifyInstance): Promise<void> {
  const { quotes } = app;
  registerContentRoute(app, stockMarketList, async (_q, lang) => (await quotes.quotes(lang)).map(withChange), {
    tag: 'stockMarket',
    cacheable: quotes.cacheable,
  });
}
