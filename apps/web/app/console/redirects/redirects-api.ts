import type { NotFoundReport } from '@vitrine/contract/analytics/not-found-report';
import type { RedirectInput, RedirectRecord } from '@vitrine/contract/entities/redirect';
import { consoleClient } from '../shared/console-client';
import { consoleTransport } from '../shared/console-transport';

/** The console's calls for `/admin/redirects` (docs/api.md, « Redirects »). */
export function listRedirects() {
  return consoleClient().entities.Redirect.list('from', 500) as Promise<RedirectRecord[]>;
}

export function createRedirect(input: RedirectInput) {
  return consoleClient().entities.Redirect.create(input);
}

export function deleteRedirect(id: string) {
  return consoleClient().entities.Redirect.delete(id);
}

export function importRedirects(file: File) {
  return consoleClient().entities.Redirect.importEntities(file, file.name);
}

export function notFoundReport(days: '7' | '30') {
  const { appId, transport } = consoleTransport();
  return transport.request<NotFoundReport>({
    method: 'GET',
    path: `/apps/${encodeURIComponent(appId)}/redirects/not-found`,
    query: new URLSearchParams({ days }),
  });
}
