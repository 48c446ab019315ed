import type { AuditEventRecord } from '@vitrine/contract/entities/audit-event';
import { consoleClient } from '../shared/console-client';
import { readFilters } from '../shared/lists/list-query';
import { loadList } from '../shared/lists/load-list';
import { AUDIT_FILTER_KEYS, auditQuery } from './audit-query';
import { ConsoleAuditPage } from './console-audit-page';
import type { Route } from './+types/console-audit';

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filters = readFilters(new URL(request.url).searchParams, AUDIT_FILTER_KEYS);
  return loadList<AuditEventRecord>(
    request,
    consoleClient().entities.AuditEvent,
    auditQuery(filters),
  );
}

/** `/admin/audit`. */
export default function ConsoleAudit({ loaderData }: Route.ComponentProps) {
  return <ConsoleAuditPage loaded={loaderData} />;
}
