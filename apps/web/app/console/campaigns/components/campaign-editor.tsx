import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { CampaignPostOption } from '../load-campaign';
import { draftFromCampaign, isEditable, isUnderway } from '../campaign-form';
import { useCampaignEditor } from '../use-campaign-editor';
import { useCampaignsCopy } from '../use-campaigns-copy';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import type { Locale } from '@vitrine/contract/locales';
import { LeaveDialog } from '../../shared/ui/leave-dialog';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { CampaignContentField } from './campaign-content-field';
import { CampaignEditorHeader } from './campaign-editor-header';
import { CampaignMessageFields } from './campaign-message-fields';
import { CampaignPreview } from './campaign-preview';
import { CampaignProgressPanel } from './campaign-progress';
import { CampaignReportPanel } from './campaign-report';
import { CampaignSaveBar } from './campaign-save-bar';
import { CampaignSendPanel } from './campaign-send-panel';
import { CampaignSummary } from './campaign-summary';
import { CampaignTranslationFields } from './campaign-translation-fields';

/**
 * One campaign: while a draft or scheduled, its fields beside the e-mail's preview, then the
 * test and the send; once under way, the progress; once finished, the report; either way
 * read-only after it started.
 */
export function CampaignEditor({
  campaign,
  posts,
}: {
  campaign: NewsletterCampaignRecord | undefined;
  posts: Record<Locale, CampaignPostOption[]>;
}) {
  const { copy: consoleCopy } = useConsole();
  const copy = useCampaignsCopy();
  const editor = useCampaignEditor(campaign, [...posts.fr, ...posts.en]);
  const [deleting, setDeleting] = useState(false);
  const editable = !campaign || isEditable(campaign.status);
  // Enter in a field saves.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    editor.run('save');
  };
  return (
    <>
      <CampaignEditorHeader campaign={campaign} copy={copy} onDelete={() => setDeleting(true)} />
      {editable ? (
        <>
          <CampaignSaveBar editor={editor} copy={copy.editor} />
          <div className="mt-6 grid gap-6 xl:grid-cols-2">
            <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-6">
              <CampaignMessageFields
                editor={editor}
                posts={posts[editor.draft.language]}
                copy={copy}
              />
              <CampaignContentField editor={editor} copy={copy.editor} />
              <CampaignTranslationFields editor={editor} copy={copy} />
            </form>
            <CampaignPreview draft={editor.draft} copy={copy} />
          </div>
          <div className="mt-6">
            <CampaignSendPanel editor={editor} campaign={campaign} copy={copy} />
          </div>
        </>
      ) : (
        <>
          {isUnderway(campaign.status) ? (
            <CampaignProgressPanel campaign={campaign} editor={editor} copy={copy} />
          ) : (
            <CampaignReportPanel campaign={campaign} copy={copy} />
          )}
          <p className="mt-6 flex max-w-3xl gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {copy.editor.readOnly}
          </p>
          <div className="mt-6 grid gap-6 xl:grid-cols-2">
            <CampaignSummary campaign={campaign} posts={posts[campaign.language]} copy={copy} />
            <CampaignPreview draft={draftFromCampaign(campaign)} copy={copy} />
          </div>
        </>
      )}
      <ConfirmDialog
        open={deleting}
        title={copy.editor.deleteDialog.title}
        confirmLabel={copy.editor.deleteDialog.confirm}
        cancelLabel={consoleCopy.actions.cancel}
        destructive
        busy={editor.busy !== undefined}
        onConfirm={() => {
          setDeleting(false);
          editor.run('delete');
        }}
        onCancel={() => setDeleting(false)}
      >
        <p>{fillCopy(copy.editor.deleteDialog.text, { subject: editor.baseline.subject })}</p>
      </ConfirmDialog>
      <LeaveDialog blocker={editor.guard.blocker} copy={copy.editor.leaveDialog} />
    </>
  );
}
