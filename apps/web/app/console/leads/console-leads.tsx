import { consoleClient } from '../shared/console-client';
import { erasePersonAction } from './erase-person';
import { LEAD_ENTITIES, isLeadKind, type LeadRow } from './lead-kinds';
import { LEAD_FILTER_KEYS, leadQuery } from './lead-query';
import { apiLeadSort, readLeadSort } from './lead-sort';
import { readFilters } from '../shared/lists/list-query';
import { loadList } from '../shared/lists/load-list';
import { ConsoleLeadsPage } from './console-leads-page';
import type { Route } from './+types/console-leads';

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { kind } = params;
  if (!isLeadKind(kind)) return undefined;
  const address = new URL(request.url).searchParams;
  const filters = readFilters(address, LEAD_FILTER_KEYS);
  const sort = apiLeadSort(kind, readLeadSort(kind, address.get('sort') ?? ''));
  const source = consoleClient().entities[LEAD_ENTITIES[kind]];
  return loadList<LeadRow>(request, source, leadQuery(kind, filters), undefined, sort);
}

/** Erasing a person (the table's loader runs again afterwards). */
export const clientAction = ({ request }: Route.ClientActionArgs) => erasePersonAction(request);

/** `/admin/leads/:kind` (waitlist, contact, demo, newsletter). */
export default function ConsoleLeads({ params, loaderData }: Route.ComponentProps) {
  return <ConsoleLeadsPage key={params.kind} kind={params.kind} loaded={loaderData} />;
}
