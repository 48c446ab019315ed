import { roleCan } from '@vitrine/contract/access/roles';
import { useCallback, useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { recentTotals } from '../shared/lists/recent-totals';
import { useEntityChanges } from '../shared/realtime/use-entity-changes';

/** A burst of new leads reloads the dashboard's figures once per this many milliseconds at most. */
export const DASHBOARD_RELOAD_MS = 1_000;

/**
 * Reloads the dashboard's figures when a lead is created, changed or deleted (a role that sees
 * leads only), at most once per `DASHBOARD_RELOAD_MS`: the counts, statuses and weeks follow.
 */
export function useLiveDashboard(role: string | undefined) {
  const { revalidate } = useRevalidator();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const reload = useCallback(() => {
    recentTotals.forget();
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void revalidate();
    }, DASHBOARD_RELOAD_MS);
  }, [revalidate]);
  const leads = roleCan(role, 'leads');
  useEntityChanges('WaitlistSubscriber', reload, leads);
  useEntityChanges('ContactMessage', reload, leads);
  useEntityChanges('DemoRequest', reload, leads);
  useEntityChanges('NewsletterSubscriber', reload, leads);
}
