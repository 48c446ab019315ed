import type { ApiErrorIssue } from '@vitrine/contract/client/api-error';
import type {
  NewsletterCampaignInput,
  NewsletterCampaignRecord,
  NewsletterCampaignStatus,
} from '@vitrine/contract/entities/newsletter-campaign';
import type { Locale } from '@vitrine/contract/locales';
import { CAMPAIGN_SLUG_PATTERN } from '@vitrine/contract/newsletter/campaign-slug';
import type { ConsoleCampaignsCopy } from './content/fr/console-campaigns';
import { fillCopy } from '../shared/console-locale';

/** The editor's fields as typed. */
export interface CampaignDraft {
  subject: string;
  preheader: string;
  /** The campaign's `utm_campaign`; '' lets the server make it from the subject. */
  utmCampaign: string;
  language: Locale;
  postId: string;
  content: string;
  /** ISO date as stored, '' when the campaign goes as soon as it is sent. */
  scheduledAt: string;
  /** Whether it has a second version, in the other language (`translation`). */
  translated: boolean;
  translationSubject: string;
  translationPreheader: string;
  translationContent: string;
  /** Kept as stored (the editor offers no post for the second version). */
  translationPostId: string;
}

export type CampaignField = keyof CampaignDraft;
export type CampaignErrors = Partial<Record<CampaignField, string>>;

/** Fields in the order of the page: the first one in error gets the focus. */
export const CAMPAIGN_FIELD_ORDER: CampaignField[] = [
  'subject',
  'preheader',
  'utmCampaign',
  'language',
  'postId',
  'content',
  'translationSubject',
  'translationPreheader',
  'translationContent',
  'scheduledAt',
];

/** The language of a campaign's second version: the other one. */
export const otherLanguage = (language: Locale): Locale => (language === 'fr' ? 'en' : 'fr');

/** The id of a field's control (labels, errors and focus use it). */
export const campaignFieldId = (field: CampaignField) => `campaign-${field}`;

/** The entity's limits (`newsletter-campaign.ts`). */
const MAX_LENGTH: Partial<Record<CampaignField, number>> = {
  subject: 200,
  preheader: 200,
  content: 100_000,
  translationSubject: 200,
  translationPreheader: 200,
  translationContent: 100_000,
};

/** Only these can be edited (and deleted); the server refuses the others. */
const EDITABLE: readonly NewsletterCampaignStatus[] = ['draft', 'scheduled'];
export const isEditable = (status: NewsletterCampaignStatus) => EDITABLE.includes(status);

/** Sending, or waiting to go on: the progress shows. */
export const isUnderway = (status: NewsletterCampaignStatus) =>
  status === 'sending' || status === 'paused';

export function emptyCampaignDraft(language: Locale): CampaignDraft {
  return {
    subject: '',
    preheader: '',
    utmCampaign: '',
    language,
    postId: '',
    content: '',
    scheduledAt: '',
    translated: false,
    translationSubject: '',
    translationPreheader: '',
    translationContent: '',
    translationPostId: '',
  };
}

export function draftFromCampaign(record: NewsletterCampaignRecord): CampaignDraft {
  return {
    subject: record.subject,
    preheader: record.preheader ?? '',
    utmCampaign: record.utm_campaign ?? '',
    language: record.language,
    postId: record.post_id ?? '',
    content: record.content,
    scheduledAt: record.scheduled_at ?? '',
    translated: record.translation !== undefined,
    translationSubject: record.translation?.subject ?? '',
    translationPreheader: record.translation?.preheader ?? '',
    translationContent: record.translation?.content ?? '',
    translationPostId: record.translation?.post_id ?? '',
  };
}

/** What the editor writes; the status and figures are the server's. */
export type CampaignInput = Pick<
  NewsletterCampaignInput,
  | 'subject'
  | 'preheader'
  | 'utm_campaign'
  | 'language'
  | 'post_id'
  | 'content'
  | 'scheduled_at'
  | 'translation'
>;

/** The second version as the record holds it; null removes a stored one. */
function translationOf(draft: CampaignDraft) {
  if (!draft.translated) return null;
  const preheader = draft.translationPreheader.trim();
  return {
    language: otherLanguage(draft.language),
    subject: draft.translationSubject.trim(),
    content: draft.translationContent,
    ...(preheader ? { preheader } : {}),
    ...(draft.translationPostId ? { post_id: draft.translationPostId } : {}),
  };
}

/** The record's editable fields; an emptied optional field ('') clears what was stored. */
export function draftToCampaignInput(draft: CampaignDraft): CampaignInput {
  return {
    subject: draft.subject.trim(),
    preheader: draft.preheader.trim(),
    utm_campaign: draft.utmCampaign.trim() || undefined,
    language: draft.language,
    post_id: draft.postId,
    content: draft.content,
    scheduled_at: draft.scheduledAt,
    // null clears a stored translation, as '' clears the other optional fields.
    translation: translationOf(draft) as CampaignInput['translation'],
  };
}

/** The languages a campaign goes out in, in words: « Français », « Français + Anglais ». */
export const campaignLanguagesLabel = (
  campaign: Pick<NewsletterCampaignRecord, 'language' | 'translation'>,
  names: Record<Locale, string>,
) =>
  campaign.translation
    ? `${names[campaign.language]} + ${names[campaign.translation.language]}`
    : names[campaign.language];

/** The second version as a draft of its own (its preview). */
export function translationDraft(draft: CampaignDraft): CampaignDraft {
  return {
    ...draft,
    language: otherLanguage(draft.language),
    subject: draft.translationSubject,
    preheader: draft.translationPreheader,
    content: draft.translationContent,
    postId: draft.translationPostId,
  };
}

/** What the editor checks before saving (the server checks again). */
export function validateCampaignDraft(
  draft: CampaignDraft,
  copy: ConsoleCampaignsCopy['editor']['errors'],
  now = Date.now(),
): CampaignErrors {
  const errors: CampaignErrors = {};
  if (draft.subject.trim() === '') errors.subject = copy.required;
  if (draft.content.trim() === '') errors.content = copy.required;
  if (draft.translated && draft.translationSubject.trim() === '')
    errors.translationSubject = copy.required;
  if (draft.translated && draft.translationContent.trim() === '')
    errors.translationContent = copy.required;
  for (const [field, limit] of Object.entries(MAX_LENGTH) as [CampaignField, number][]) {
    if (String(draft[field]).length > limit) errors[field] ??= fillCopy(copy.maxLength, { limit });
  }
  const slug = draft.utmCampaign.trim();
  if (slug !== '' && !new RegExp(CAMPAIGN_SLUG_PATTERN).test(slug)) errors.utmCampaign = copy.slug;
  if (draft.scheduledAt && Date.parse(draft.scheduledAt) <= now)
    errors.scheduledAt = copy.scheduleInPast;
  return errors;
}

export const hasCampaignErrors = (errors: CampaignErrors) => Object.keys(errors).length > 0;

const RECORD_FIELDS: Record<string, CampaignField> = {
  subject: 'subject',
  preheader: 'preheader',
  utm_campaign: 'utmCampaign',
  language: 'language',
  post_id: 'postId',
  content: 'content',
  scheduled_at: 'scheduledAt',
  'translation.subject': 'translationSubject',
  'translation.preheader': 'translationPreheader',
  'translation.content': 'translationContent',
  'translation.language': 'language',
};

/** A 422's issues as messages under the fields; those of no field stay unplaced. */
export function campaignIssues(
  issues: readonly ApiErrorIssue[],
  copy: ConsoleCampaignsCopy['editor']['errors'],
) {
  const errors: CampaignErrors = {};
  const unplaced: string[] = [];
  for (const issue of issues) {
    const path = issue.field.replace(/^\//, '').split(/[.[/]/);
    const field = RECORD_FIELDS[path.slice(0, 2).join('.')] ?? RECORD_FIELDS[path[0] ?? ''];
    if (!field) unplaced.push(issue.message);
    else if (issue.rule === 'required') errors[field] ??= copy.required;
    else if (issue.rule === 'maxLength' && issue.limit !== undefined)
      errors[field] ??= fillCopy(copy.maxLength, { limit: issue.limit });
    else errors[field] ??= fillCopy(copy.invalid, { message: issue.message });
  }
  return { errors, unplaced };
}
