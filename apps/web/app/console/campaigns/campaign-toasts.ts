import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import type { Locale } from '@vitrine/contract/locales';
import { formatDateTime } from '../../shared/format/format-date';
import type { ConsoleCampaignsCopy } from './content/fr/console-campaigns';
import { fillCopy } from '../shared/console-locale';
import type { CampaignActionBody } from './campaign-action';

type Intent = CampaignActionBody['intent'];

/**
 * The toast after a change of the campaign: what was done (a test says to whom, a send says
 * whether it started or waits for its date), or which change failed (the reason goes below it).
 */
export function campaignToast(
  copy: ConsoleCampaignsCopy,
  intent: Intent,
  outcome: 'done' | 'failed',
  context: {
    created?: boolean;
    campaign?: NewsletterCampaignRecord;
    locale?: Locale;
    email?: string;
  } = {},
): { title: string; description?: string } {
  const { editor, test, send, progress } = copy;
  if (outcome === 'failed') {
    const failed: Record<Intent, string> = {
      save: editor.saveFailed,
      test: test.failed,
      send: send.failed,
      pause: progress.actionFailed,
      resume: progress.actionFailed,
      cancel: progress.actionFailed,
      delete: editor.deleteFailed,
    };
    return { title: failed[intent] };
  }
  const { campaign, locale = 'fr' } = context;
  switch (intent) {
    case 'save':
      return { title: context.created ? editor.created : editor.saved };
    case 'test':
      return {
        title: fillCopy(test.sent, { email: context.email ?? '' }),
        description: test.sentText,
      };
    case 'send':
      if (campaign?.status === 'scheduled') {
        const date = formatDateTime(campaign.scheduled_at, locale);
        return { title: send.scheduled, description: fillCopy(send.scheduledText, { date }) };
      }
      return { title: send.started, description: send.startedText };
    case 'pause':
      return { title: progress.paused };
    case 'resume':
      return { title: progress.resumed };
    case 'cancel':
      // A scheduled campaign's cancel takes it back to a draft.
      return campaign?.status === 'draft'
        ? { title: send.unscheduled, description: send.unscheduledText }
        : { title: progress.canceled };
    case 'delete':
      return { title: editor.deleted };
  }
}
