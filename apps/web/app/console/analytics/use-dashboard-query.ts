import { useNavigate, useNavigation, useSearchParams } from 'react-router';
import { dashboardSearch, readDashboardQuery, type DashboardQuery } from './dashboard-query';

/**
 * The dashboard's query from the address, and the way to change it (a new address, loaded).
 * `asked` is the query being loaded while a change loads, else the shown one: the controls show
 * it, so a switch or a picker moves at once.
 */
export function useDashboardQuery() {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const query = readDashboardQuery(params);
  const pending =
    navigation.location?.pathname === '/admin/analytics' ? navigation.location : undefined;
  const asked = pending ? readDashboardQuery(new URLSearchParams(pending.search)) : query;
  const go = (next: DashboardQuery) =>
    void navigate({ search: dashboardSearch(next) }, { preventScrollReset: true });
  return { query, asked, go, key: params.toString() };
}
