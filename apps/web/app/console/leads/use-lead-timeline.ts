import { createLeadTimelineClient } from '@vitrine/contract/client/lead-timeline-client';
import type {
  LeadTimelineEntry,
  TimelineEntityName,
} from '@vitrine/contract/entities/lead-timeline-entry';
import { useEffect, useState } from 'react';
import { apiFailure } from '../shared/api-failure';
import { consoleTransport } from '../shared/console-transport';
import { useEntityChanges } from '../shared/realtime/use-entity-changes';

export interface LeadTimelineState {
  entries?: LeadTimelineEntry[];
  failure?: string;
}

/**
 * A lead's timeline, newest first: loaded when the lead opens or is saved (`version`, its
 * `updated_date`), and again when a teammate's write of the same lead arrives in real time.
 */
export function useLeadTimeline(entity: TimelineEntityName, id: string, version: string) {
  const [state, setState] = useState<LeadTimelineState>({});
  const [heard, setHeard] = useState(0);
  useEntityChanges(entity, (change) => {
    if (change.id === id && change.type === 'update') setHeard((count) => count + 1);
  });
  useEffect(() => {
    const controller = new AbortController();
    const { transport, appId } = consoleTransport();
    createLeadTimelineClient(transport, appId)
      .timeline(entity, id, { signal: controller.signal })
      .then(({ entries }) => setState({ entries }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ failure: apiFailure(error).message });
      });
    return () => controller.abort();
  }, [entity, id, version, heard]);
  return state;
}
