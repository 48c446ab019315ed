import type { AppLoadContext } from 'react-router';
import { APP_ID_META_NAME, DEFAULT_APP_ID } from './app-id';

/** The app id baked into pre-rendered pages: `APP_ID` at build time, else the server's default. */
export function buildAppId() {
  return process.env.APP_ID?.trim() || DEFAULT_APP_ID;
}

/** The app id of this render: the server's load context, else the build-time one. */
export function requestAppId(context: AppLoadContext | undefined) {
  return context?.appId || buildAppId();
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Writes the app id `<meta>` right after the charset declaration. The server's start-up rewrite of
 * pre-rendered pages looks for exactly this tag (`apps/server/src/web/prerendered-pages.ts`).
 */
export function withAppIdMeta(html: string, appId: string) {
  const charset = '<meta charSet="utf-8"/>';
  const at = html.indexOf(charset);
  if (at === -1) throw new Error('withAppIdMeta: no charset <meta> in the document');
  const tag = `<meta name="${APP_ID_META_NAME}" content="${escapeAttribute(appId)}"/>`;
  const end = at + charset.length;
  return `${html.slice(0, end)}${tag}${html.slice(end)}`;
}
