import { startFakeQuoteFeed } from '../../../server/test/helpers/fake-quote-feed.ts';

/**
 * The server tests' fake of the vendor's quote feed (byte for byte, GBK) in a process of its own, so
 * the bench process's CPU time is the poller's alone. Prints its address template on its first line;
 * moves the A share's price by a cent every 100 ms, so the polls store a changed quote as in a session.
 */
const fake = await startFakeQuoteFeed();
let cents = 4186;
const timer = setInterval(() => {
  cents = cents >= 4300 ? 4186 : cents + 1;
  fake.set('002714', { price: cents / 100, high: Math.max(42.35, cents / 100) });
}, 100);
process.stdout.write(`${fake.urlTemplate}\n`);
process.once('SIGTERM', () => {
  clearInterval(timer);
  void fake.close().then(() => process.exit(0));
});
