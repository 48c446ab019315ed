import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import { useEffect, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { useToast } from '../../shared/toast/use-toast';
import { useUnsavedGuard } from '../shared/ui/use-unsaved-guard';
import { useConsole } from '../shared/console-context';
import type { CampaignActionBody, campaignEditorAction } from './campaign-action';
import { campaignToast } from './campaign-toasts';
import {
  CAMPAIGN_FIELD_ORDER,
  campaignFieldId,
  campaignIssues,
  draftFromCampaign,
  draftToCampaignInput,
  emptyCampaignDraft,
  hasCampaignErrors,
  validateCampaignDraft,
  type CampaignDraft,
  type CampaignErrors,
  type CampaignField,
} from './campaign-form';
import type { CampaignPostOption } from './load-campaign';
import { useCampaignsCopy } from './use-campaigns-copy';

export type CampaignIntent = CampaignActionBody['intent'];

/** Success toasts close by themselves; failures stay until dismissed. */
const SUCCESS_TOAST_MS = 6000;

/**
 * The editor's state: the fields as typed, the last saved version (to know what is unsaved),
 * the errors under the fields, and every change of the campaign (save, test, send, pause,
 * resume, cancel, delete) through the route's `clientAction`, one at a time.
 */
export function useCampaignEditor(
  campaign: NewsletterCampaignRecord | undefined,
  posts: readonly CampaignPostOption[],
) {
  const { locale, user } = useConsole();
  const copy = useCampaignsCopy();
  const navigate = useNavigate();
  const { toast } = useToast();
  const id = campaign?.id;
  const [baseline, setBaseline] = useState(() =>
    campaign ? draftFromCampaign(campaign) : emptyCampaignDraft(locale),
  );
  const [draft, setDraft] = useState(baseline);
  const [errors, setErrors] = useState<CampaignErrors>({});
  const [focusTarget, setFocusTarget] = useState<{ field: CampaignField }>();
  const fetcher = useFetcher<typeof campaignEditorAction>();
  const [sent, setSent] = useState<{ intent: CampaignIntent; draft: CampaignDraft }>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const dirty = JSON.stringify(draft) !== JSON.stringify(baseline);
  const guard = useUnsavedGuard(dirty);

  useEffect(() => {
    if (focusTarget) document.getElementById(campaignFieldId(focusTarget.field))?.focus();
  }, [focusTarget]);

  const setField = <K extends CampaignField>(field: K, value: CampaignDraft[K]) => {
    setDraft((current) => {
      const next = { ...current, [field]: value };
      // Posts are offered per language; a chosen post fills an empty subject with its title.
      if (field === 'language' && value !== current.language) next.postId = '';
      const post = field === 'postId' ? posts.find((option) => option.id === value) : undefined;
      if (post && current.subject.trim() === '') next.subject = post.title;
      return next;
    });
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const showErrors = (next: CampaignErrors) => {
    setErrors(next);
    const first = CAMPAIGN_FIELD_ORDER.find((field) => next[field]);
    if (first) setFocusTarget({ field: first });
  };

  useEffect(() => {
    if (!answer || !sent) return;
    setSent(undefined);
    const { intent } = sent;
    if (answer.failure !== undefined) {
      const placed =
        answer.status === 422 && answer.issues
          ? campaignIssues(answer.issues, copy.editor.errors)
          : undefined;
      if (placed && hasCampaignErrors(placed.errors)) showErrors(placed.errors);
      const description = placed?.unplaced.join(' ') || (placed ? undefined : answer.failure);
      toast({ variant: 'destructive', ...campaignToast(copy, intent, 'failed'), description });
      return;
    }
    const result = answer.data;
    if ('deleted' in result) {
      guard.allowLeaving();
      navigate('/admin/campaigns');
    } else if (intent === 'save' || intent === 'send' || intent === 'test') {
      const saved = draftFromCampaign(result.campaign);
      setBaseline(saved);
      setDraft((current) => (current === sent.draft ? saved : current));
      setErrors({});
    }
    const said = campaignToast(copy, intent, 'done', {
      created: !id,
      campaign: 'campaign' in result ? result.campaign : undefined,
      locale,
      email: user.email,
    });
    const done = toast(said);
    setTimeout(done.dismiss, SUCCESS_TOAST_MS);
    if (!id && 'campaign' in result) {
      guard.allowLeaving();
      navigate(`/admin/campaigns/${result.campaign.id}`, { replace: true });
    }
    // Once per answer: `sent` is the change it answers; the copy and guard are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  /** Sends one change; saving ones check the fields first. False when it could not go. */
  const run = (intent: CampaignIntent) => {
    if (sent) return false;
    const saving = intent === 'save' || ((intent === 'send' || intent === 'test') && dirty);
    if (saving) {
      const problems = validateCampaignDraft(draft, copy.editor.errors);
      if (hasCampaignErrors(problems)) {
        showErrors(problems);
        return false;
      }
    }
    const input = saving ? draftToCampaignInput(draft) : undefined;
    const body = { intent, ...(input ? { input } : {}) } as CampaignActionBody;
    setSent({ intent, draft });
    void fetcher.submit(body, { method: 'post', encType: 'application/json' });
    return true;
  };

  return { id, draft, baseline, errors, dirty, busy: sent?.intent, setField, run, guard };
}

export type CampaignEditorState = ReturnType<typeof useCampaignEditor>;
