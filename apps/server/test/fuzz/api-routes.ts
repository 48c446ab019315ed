import type { FastifyInstance } from 'fastify';

export interface ApiRoute {
  method: string;
  /** With Fastify's `:param` placeholders. */
  path: string;
}

/**
 * Every route the app answers, read from `app.printRoutes()` (a tree whose children continue
 * their parent's path), so a route added later is fuzzed without touching the suite.
 */
export function routesOf(app: FastifyInstance): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const parent = stack[depth - 1] ?? '';
    // The tree drops the slash before a wildcard (`/api/*` shows as `*` under `/api`); every
    // wildcard of this app follows one.
    const segment = match[2] === '*' && !parent.endsWith('/') ? '/*' : (match[2] ?? '');
    const path = `${parent}${segment}`;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((name) => name.trim())) {
      if (method) routes.push({ method, path });
    }
  }
  return routes;
}

/**
 * The routes the brief names, kept next to the suite: the suite fails if one of them stops
 * being found in the app, so the fuzzing can never silently skip it.
 */
export const EXPECTED_ROUTES: ApiRoute[] = [
  ['GET', '/api/apps/:appId/entities/:entity'],
  ['POST', '/api/apps/:appId/entities/:entity'],
  ['DELETE', '/api/apps/:appId/entities/:entity'],
  ['GET', '/api/apps/:appId/entities/:entity/:id'],
  ['PUT', '/api/apps/:appId/entities/:entity/:id'],
  ['DELETE', '/api/apps/:appId/entities/:entity/:id'],
  ['POST', '/api/apps/:appId/entities/:entity/bulk'],
  ['PUT', '/api/apps/:appId/entities/:entity/bulk'],
  ['PATCH', '/api/apps/:appId/entities/:entity/update-many'],
  ['GET', '/api/apps/:appId/entities/:entity/count'],
  ['POST', '/api/apps/:appId/entities/:entity/import'],
  ['GET', '/api/apps/:appId/entities/:entity/export'],
  ['GET', '/api/apps/:appId/entities/User/me'],
  ['PUT', '/api/apps/:appId/entities/User/me'],
  ['POST', '/api/apps/:appId/auth/login'],
  ['POST', '/api/apps/:appId/auth/logout'],
  ['POST', '/api/apps/:appId/auth/set-password'],
  ['POST', '/api/apps/:appId/users/invite-user'],
  ['POST', '/api/apps/:appId/users/:id/password'],
  ['POST', '/api/apps/:appId/privacy/erase'],
  ['POST', '/api/apps/:appId/integration-endpoints/Core/:name'],
  ['POST', '/api/apps/:appId/integration-endpoints/Core/SendEmail'],
  ['POST', '/api/apps/:appId/integration-endpoints/Core/InvokeLLM'],
  ['POST', '/api/apps/:appId/blog/posts/:id/translate'],
  ['POST', '/api/apps/:appId/ai/suggestions'],
  ['GET', '/api/apps/:appId/ai/status'],
  ['POST', '/api/apps/:appId/newsletter/confirm'],
  ['POST', '/api/apps/:appId/newsletter/unsubscribe'],
  ['GET', '/api/apps/:appId/newsletter/unsubscribe'],
  ['GET', '/api/apps/:appId/challenge'],
  ['GET', '/api/apps/public/:env/public-settings/by-id/:appId'],
  ['POST', '/api/apps/:appId/analytics/track/batch'],
  ['GET', '/api/apps/:appId/analytics/leads/:entity/:id'],
  ['POST', '/api/app-logs/:appId/log-user-in-app/:pageName'],
  ['GET', '/uploads/:name'],
  ['GET', '/api'],
  ['GET', '/api/*'],
  ['GET', '/healthz'],
  ['GET', '/readyz'],
].map(([method, path]) => ({ method: method as string, path: path as string }));
