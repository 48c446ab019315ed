import type { LeadAttribution as Attribution } from '@vitrine/contract/client/analytics-stats-client';
import { useAnalyticsCopy } from '../use-analytics-copy';
import { useLeadAttribution } from '../use-lead-attribution';
import { fillCopy } from '../../shared/console-locale';
import { FieldList, type FieldItem } from '../../shared/table/field-list';

/** `utm_campaign`, with its source and medium when the link had them: `lancement (linkedin / social)`. */
function campaignText(attribution: Attribution) {
  const { utm_campaign: campaign, utm_source: source, utm_medium: medium } = attribution;
  if (!campaign) return undefined;
  const detail = [source, medium].filter(Boolean).join(' / ');
  return detail ? `${campaign} (${detail})` : campaign;
}

/** Where a lead came from: the visit that sent the form (entry page, source, campaign). */
export function LeadAttribution({ entity, id }: { entity: string; id: string }) {
  const copy = useAnalyticsCopy();
  const state = useLeadAttribution(entity, id);
  const { attribution: words } = copy;
  let body;
  if (state.status === 'loading') body = <p className="text-slate-600">{words.loading}</p>;
  else if (state.status === 'unknown') body = <p className="text-slate-700">{words.unknown}</p>;
  else if (state.status === 'failed')
    body = <p className="text-red-800">{fillCopy(words.failed, { message: state.message })}</p>;
  else {
    const found = state.attribution;
    const items: FieldItem[] = [
      { id: 'entry_page', label: words.entry_page, value: found.entry_page },
      { id: 'source', label: words.source, value: found.source },
      { id: 'referrer', label: words.referrer, value: found.referrer },
      { id: 'campaign', label: words.campaign, value: campaignText(found) },
      { id: 'page', label: words.page, value: found.page },
    ].map((item) => ({ ...item, value: item.value || words.none }));
    body = <FieldList items={items} />;
  }
  return (
    <section
      aria-labelledby="lead-attribution-title"
      className="mt-6 border-t border-slate-200 pt-4"
    >
      <h3 id="lead-attribution-title" className="mb-3 font-semibold text-ink">
        {words.title}
      </h3>
      <div aria-live="polite">{body}</div>
    </section>
  );
}
