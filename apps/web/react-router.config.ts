import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { pagePath } from '@vitrine/contract/site-pages';
import { allPageRoutes } from './app/routing/page-routes';
import { buildOrigin } from './app/seo/build-origin.server';

// The renderer marks its own inline scripts with this value while pre-rendering
// (`app/entry.server.tsx`); the server hashes exactly those into each page's Content-Security-Policy.
process.env.VITRINE_PRERENDER_SCRIPT_MARKER ??= randomBytes(18).toString('base64url');

export default {
  appDirectory: 'app',
  // A new release folder per build (scripts/build-release.mjs); `build` leads to the current one.
  buildDirectory: process.env.VITRINE_WEB_BUILD_DIR ?? 'build',
  ssr: true,
  // Every marketing page in both languages is rendered once at build time and served from memory
  // by the server. The unknown-path fallback (404) and the blog (read from the database) are
  // rendered on request.
  prerender: allPageRoutes()
    .filter(({ page }) => page !== 'Blog' && page !== 'BlogPost')
    .map(({ locale, page }) => pagePath(locale, page)),
  // The whole route manifest ships with the first page: links need no `/__manifest` round trip.
  routeDiscovery: { mode: 'initial' },
  // Tells the server which origin the pre-rendered pages carry, so it can swap in its own, and
  // which marker their own scripts bear.
  async buildEnd({ reactRouterConfig }) {
    const facts = {
      origin: buildOrigin(),
      scriptMarker: process.env.VITRINE_PRERENDER_SCRIPT_MARKER,
    };
    await writeFile(
      path.join(reactRouterConfig.buildDirectory, 'prerender.json'),
      `${JSON.stringify(facts)}\n`,
    );
  },
} satisfies Config;
