import type { CampaignReport } from '@vitrine/contract/newsletter/campaign-api';
import { useEffect, useState } from 'react';
import { apiFailure } from '../shared/api-failure';
import { campaignsClient } from './campaigns-client';

export type ReportState =
  | { state: 'loading' }
  | { state: 'ready'; report: CampaignReport }
  | { state: 'failed'; message: string };

/** The report of a finished campaign (`GET newsletter/campaigns/{id}/report`), asked once. */
export function useCampaignReport(id: string, active: boolean): ReportState {
  const [report, setReport] = useState<ReportState>({ state: 'loading' });
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    campaignsClient()
      .report(id, { signal: controller.signal })
      .then(
        (answer) => setReport({ state: 'ready', report: answer }),
        (error: unknown) => {
          if (!controller.signal.aborted)
            setReport({ state: 'failed', message: apiFailure(error).message });
        },
      );
    return () => controller.abort();
  }, [id, active]);
  return report;
}
