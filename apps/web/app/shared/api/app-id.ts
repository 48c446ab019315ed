/**
 * The app id of `/api/apps/{appId}`: the server's `APP_ID`. Pages carry it in a `<meta>` that the
 * server writes (rendered pages) or rewrites at start (pre-rendered ones), and forms read it when
 * they send, so a build made with another `APP_ID` still talks to the right app.
 */
export const APP_ID_META_NAME = 'vitrine-app-id';
export const DEFAULT_APP_ID = 'vitrine';

export function readAppId(doc: Pick<Document, 'querySelector'> = document) {
  const meta = doc.querySelector(`meta[name="${APP_ID_META_NAME}"]`);
  return meta?.getAttribute('content') || DEFAULT_APP_ID;
}
