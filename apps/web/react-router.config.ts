import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { pagePath } from '@vitrine/contract/site-pages';
import { allPageRoutes } from './app/routing/page-routes';
import { buildOrigin } from './app/seo/build-origin.server';

export default {
  appDirectory: 'app',
  ssr: true,
  // Every marketing page in both languages is rendered once at build time and served from memory
  // by the server. The unknown-path fallback (404) and the blog (read from the database) are
  // rendered on request.
  prerender: allPageRoutes()
    .filter(({ page }) => page !== 'Blog' && page !== 'BlogPost')
    .map(({ locale, page }) => pagePath(locale, page)),
  // The whole route manifest ships with the first page: links need no `/__manifest` round trip.
  routeDiscovery: { mode: 'initial' },
  // Tells the server which origin the pre-rendered pages carry, so it can swap in its own.
  async buildEnd({ reactRouterConfig }) {
    await writeFile(
      path.join(reactRouterConfig.buildDirectory, 'prerender-origin.json'),
      `${JSON.stringify({ origin: buildOrigin() })}\n`,
    );
  },
} satisfies Config;
