import { parseArgs } from 'node:util';
import { renderSiteConfig } from './nginx-config.ts';

/**
 * `npm run deploy:nginx -- --instances 8081,8082 [--listen 80] [--cache-dir DIR] [--log-dir DIR]`:
 * prints the site's nginx configuration for a server (for /etc/nginx/conf.d/muyuan.conf), with
 * Debian's usual folders by default. The instances' ports are those of the muyuan@PORT units.
 */
const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: '80' },
    instances: { type: 'string', default: '8081,8082' },
    'cache-dir': { type: 'string', default: '/var/cache/nginx/muyuan' },
    'log-dir': { type: 'string', default: '/var/log/nginx' },
  },
});
try {
  process.stdout.write(
    renderSiteConfig({
      listen: values.listen,
      instancePorts: values.instances.split(',').map((p) => Number(p.trim())),
      cacheDir: values['cache-dir'],
      logDir: values['log-dir'],
    }),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
