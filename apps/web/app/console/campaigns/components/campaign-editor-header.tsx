import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';
import { isEditable } from '../campaign-form';
import { BUTTON } from '../../shared/ui/button-styles';
import { ConsoleHeading } from '../../shared/ui/console-heading';
import { CampaignStatusBadge } from './campaign-status-badge';

/** Back to the list, the page's title and status, and for a campaign not sent yet: delete it. */
export function CampaignEditorHeader({
  campaign,
  copy,
  onDelete,
}: {
  campaign: NewsletterCampaignRecord | undefined;
  copy: ConsoleCampaignsCopy;
  onDelete: () => void;
}) {
  const { editor } = copy;
  const editable = !campaign || isEditable(campaign.status);
  const title = !campaign ? editor.newTitle : editable ? editor.editTitle : editor.viewTitle;
  return (
    <>
      <Link
        to="/admin/campaigns"
        className="-ml-3 inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {editor.backToList}
      </Link>
      <div className="mt-2">
        <ConsoleHeading
          title={title}
          intro={campaign?.subject}
          actions={
            campaign ? (
              <>
                <span className="self-center">
                  <CampaignStatusBadge status={campaign.status} copy={copy.statuses} />
                </span>
                {editable ? (
                  <button type="button" className={BUTTON.danger} onClick={onDelete}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    {editor.delete}
                  </button>
                ) : null}
              </>
            ) : undefined
          }
        />
      </div>
    </>
  );
}
