import { stockMarketList } from '@muyuan/contract/stock-market';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerContentRoute } from '../../http/content-route.ts';
import { withChange } from './service.ts';

export function registerStockMarketRoutes(app: FastifyInstance, { state, quotes }: AppContext): void {
  registerContentRoute(app, state, stockMarketList, async (_q, lang) => (await quotes.quotes(lang)).map(withChange), {
    tag: 'stockMarket',
    cacheable: quotes.cacheable,
  });
}
