import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { requestAppId, withAppIdMeta } from './shared/api/app-id.server';
import { paintFirst } from './paint-first.server';
import { StaticFragmentContext } from './components/layout/static-fragment';
import { renderStaticFragment } from './static-fragments.server';

export const streamTimeout = 5_000;

/** Whether the page is the console's, the one React app that hydrates (`root.tsx`). */
function hydrates(routerContext: EntryContext) {
  return !routerContext.staticHandlerContext.matches.some((match) => match.route.id === 'site');
}

/**
 * The value put in the `nonce` attribute of every script React and React Router emit: a fresh
 * one from the server for each render, or the build's while pre-rendering. The server hashes
 * exactly the inline scripts bearing it into the page's Content-Security-Policy
 * (`apps/server/src/web/content-security-policy.ts`), so nothing else in the page can run.
 */
function scriptMarker(context: AppLoadContext | undefined) {
  return context?.scriptMarker || process.env.VITRINE_PRERENDER_SCRIPT_MARKER || undefined;
}

/**
 * Renders the whole document before answering (pages are small and have no deferred data), then
 * lets the browser paint it before any JavaScript loads (see `paint-first.server.ts`). Used for
 * pre-rendering at build time and for requests rendered by the server. The page carries the API's
 * app id in a `<meta>` (see `api/app-id.ts`).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  if (!hydrates(routerContext)) {
    // No stream: the page is complete once its loaders are done, and a string costs less. Kept
    // fragments only in production: under `npm run dev` an edited footer shows on the next load.
    const rendered = renderToString(
      <StaticFragmentContext.Provider
        value={import.meta.env.PROD ? renderStaticFragment : undefined}
      >
        <ServerRouter context={routerContext} url={request.url} />
      </StaticFragmentContext.Provider>,
    );
    const html = withAppIdMeta(`<!DOCTYPE html>${rendered}`, requestAppId(loadContext));
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    // The site's pages carry no inline script: no marker, so the same page renders the same bytes
    // (a body-derived ETag, decision 0067).
    const hydrating = hydrates(routerContext);
    const nonce = hydrating ? scriptMarker(loadContext) : undefined;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('error', reject);
          body.on('end', () => {
            clearTimeout(timeout);
            try {
              const rendered = Buffer.concat(chunks).toString('utf8');
              // Development keeps React Router's own loading (hot reload adds its own imports);
              // the site's pages load islands only, not React Router (decision 0066).
              const painted = import.meta.env.PROD && hydrating ? paintFirst(rendered) : rendered;
              const html = withAppIdMeta(painted, requestAppId(loadContext));
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              resolve(new Response(html, { headers: responseHeaders, status }));
            } catch (error) {
              reject(error);
            }
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
