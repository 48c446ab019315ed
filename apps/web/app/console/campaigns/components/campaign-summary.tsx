import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import { campaignLanguagesLabel } from '../campaign-form';
import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';
import type { CampaignPostOption } from '../load-campaign';
import { CARD } from '../../shared/ui/button-styles';
import { FieldList } from '../../shared/table/field-list';

/** The message of a campaign that can no longer be edited, as it went out. */
export function CampaignSummary({
  campaign,
  posts,
  copy,
}: {
  campaign: NewsletterCampaignRecord;
  posts: readonly CampaignPostOption[];
  copy: ConsoleCampaignsCopy;
}) {
  const { fields } = copy.editor;
  const post = posts.find((option) => option.id === campaign.post_id);
  return (
    <section aria-labelledby="campaign-summary-heading" className={`${CARD} min-w-0`}>
      <h2 id="campaign-summary-heading" className="mb-4 text-lg font-semibold text-ink">
        {copy.editor.sections.message}
      </h2>
      <FieldList
        items={[
          { id: 'subject', label: fields.subject, value: campaign.subject },
          { id: 'preheader', label: fields.preheader, value: campaign.preheader || '—' },
          {
            id: 'language',
            label: fields.language,
            value: campaignLanguagesLabel(campaign, copy.languages),
          },
          {
            id: 'post',
            label: fields.post,
            value: post?.title ?? campaign.post_id ?? fields.noPost,
          },
          {
            id: 'content',
            label: fields.content,
            value: (
              <pre className="max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 font-mono text-sm whitespace-pre-wrap">
                {campaign.content}
              </pre>
            ),
          },
        ]}
      />
    </section>
  );
}
