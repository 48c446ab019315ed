import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import { CalendarClock, Send, XCircle } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format/format-date';
import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';
import { countedCopy, formatCountFor } from '../../shared/counted-copy';
import { otherLanguage } from '../campaign-form';
import { useAudience } from '../use-audience';
import type { CampaignEditorState } from '../use-campaign-editor';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { BUTTON, CARD } from '../../shared/ui/button-styles';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { CampaignAudience } from './campaign-audience';
import { CampaignCancelDialog } from './campaign-cancel-dialog';
import { CampaignScheduleField } from './campaign-schedule-field';
import { CampaignTestSend } from './campaign-test-send';

/**
 * The test send, the audience, the schedule and the send itself, confirmed in a dialog that
 * names how many subscribers will get it (counted again when it opens). A scheduled campaign
 * shows its date, and its schedule can be canceled (it turns back into a draft).
 */
export function CampaignSendPanel({
  editor,
  campaign,
  copy,
}: {
  editor: CampaignEditorState;
  campaign: NewsletterCampaignRecord | undefined;
  copy: ConsoleCampaignsCopy;
}) {
  const { locale, copy: consoleCopy } = useConsole();
  const { draft, dirty, busy, run } = editor;
  const { audience, refresh } = useAudience(draft.language);
  // The second version's audience: counted always, shown and added when it has one.
  const second = useAudience(otherLanguage(draft.language));
  const both = draft.translated;
  const [asking, setAsking] = useState<'send' | 'cancel'>();
  const { send } = copy;
  const scheduled = campaign?.status === 'scheduled';
  const later = draft.scheduledAt !== '' && Date.parse(draft.scheduledAt) > Date.now();
  const confirmed = (state: typeof audience) =>
    state.state === 'ready' ? state.audience.confirmed : 0;
  const count = confirmed(audience) + (both ? confirmed(second.audience) : 0);
  const ready = audience.state === 'ready' && (!both || second.audience.state === 'ready');
  const values = {
    subject: draft.subject,
    language: both ? copy.audienceOfBoth : copy.audienceOf[draft.language],
    date: formatDateTime(draft.scheduledAt, locale),
  };
  const open = () => {
    refresh();
    second.refresh();
    setAsking('send');
  };
  const confirm = () => {
    setAsking(undefined);
    run('send');
  };
  return (
    <section aria-labelledby="campaign-send-heading" className={`${CARD} flex flex-col gap-6`}>
      <h2 id="campaign-send-heading" className="text-lg font-semibold text-ink">
        {copy.editor.sections.send}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <CampaignTestSend editor={editor} copy={copy.test} />
        <div className="flex flex-col gap-4">
          <CampaignAudience
            audience={audience}
            language={draft.language}
            copy={copy}
            locale={locale}
          />
          {both ? (
            <CampaignAudience
              audience={second.audience}
              language={otherLanguage(draft.language)}
              copy={copy}
              locale={locale}
              heading={false}
            />
          ) : null}
        </div>
      </div>
      <div className="flex flex-col gap-4 border-t border-slate-200 pt-6">
        <CampaignScheduleField editor={editor} copy={copy.editor.fields} />
        {scheduled && campaign ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="mr-auto flex items-center gap-2 text-sm font-medium text-sky-900">
              <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
              {fillCopy(send.scheduledNotice, {
                date: formatDateTime(campaign.scheduled_at, locale),
              })}
            </p>
            <button type="button" className={BUTTON.danger} onClick={() => setAsking('cancel')}>
              <XCircle aria-hidden="true" className="size-4" />
              {send.unschedule}
            </button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            {!campaign ? (
              <p id="campaign-send-help" className="text-sm text-slate-600">
                {send.saveFirst}
              </p>
            ) : null}
            <button
              type="button"
              className={`${BUTTON.primary} sm:ml-auto`}
              aria-describedby={!campaign ? 'campaign-send-help' : undefined}
              disabled={!campaign || busy !== undefined || (ready && count === 0)}
              onClick={open}
            >
              {later ? (
                <CalendarClock aria-hidden="true" className="size-4" />
              ) : (
                <Send aria-hidden="true" className="size-4" />
              )}
              {later ? send.schedule : send.sendNow}
            </button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={asking === 'send'}
        title={
          later
            ? fillCopy(send.confirmScheduleTitle, values)
            : countedCopy(send.confirmTitle, count, locale)
        }
        confirmLabel={later ? send.confirmSchedule : send.confirm}
        cancelLabel={consoleCopy.actions.cancel}
        busy={busy !== undefined || !ready}
        onConfirm={confirm}
        onCancel={() => setAsking(undefined)}
      >
        <p>
          {later
            ? fillCopy(send.confirmScheduleText, {
                ...values,
                count: formatCountFor(count, locale),
              })
            : fillCopy(send.confirmText, values)}
        </p>
        {dirty ? <p className="mt-2 text-sm text-slate-600">{send.unsavedNote}</p> : null}
      </ConfirmDialog>
      {campaign ? (
        <CampaignCancelDialog
          open={asking === 'cancel'}
          campaign={campaign}
          copy={copy}
          locale={locale}
          busy={busy !== undefined}
          onConfirm={() => {
            setAsking(undefined);
            run('cancel');
          }}
          onClose={() => setAsking(undefined)}
        />
      ) : null}
    </section>
  );
}
