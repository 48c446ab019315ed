import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import { describe, expect, it } from 'vitest';
import { consoleCampaignsCopy as en } from './content/en/console-campaigns';
import { consoleCampaignsCopy as fr } from './content/fr/console-campaigns';
import { countedCopy } from '../shared/counted-copy';
import {
  etaText,
  formatEta,
  leaseNotice,
  percentDone,
  progressAnnouncement,
} from './campaign-figures';
import {
  campaignIssues,
  draftFromCampaign,
  draftToCampaignInput,
  emptyCampaignDraft,
  isEditable,
  validateCampaignDraft,
} from './campaign-form';
import { campaignsQuery } from './campaigns-query';
import { campaignToast } from './campaign-toasts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const progress = {
  id: 'c1',
  status: 'sending' as const,
  recipients: 1234,
  sent: 600,
  failed: 20,
  skipped: 4,
  left: 610,
  rate_per_minute: 300,
  eta_seconds: 122,
  lease_waiting: 0,
  lease_retry_at: null,
  started_at: '2026-11-24T10:00:00.000Z',
  finished_at: null,
  last_error: null,
};

describe('campaign figures', () => {
  it('counts in each language, with its plural and its thousands', () => {
    expect(plain(countedCopy(fr.send.confirmTitle, 1234, 'fr'))).toBe('Envoyer à 1 234 abonnés ?');
    expect(plain(countedCopy(fr.send.confirmTitle, 1, 'fr'))).toBe('Envoyer à 1 abonné ?');
    expect(plain(countedCopy(fr.send.confirmTitle, 0, 'fr'))).toBe('Envoyer à 0 abonné ?');
    expect(countedCopy(en.send.confirmTitle, 1234, 'en')).toBe('Send to 1,234 subscribers?');
    expect(countedCopy(en.send.confirmTitle, 1, 'en')).toBe('Send to 1 subscriber?');
    expect(countedCopy(en.send.confirmTitle, 0, 'en')).toBe('Send to 0 subscribers?');
  });

  it('says how far the sending got, and how long it has to go', () => {
    expect(percentDone(progress)).toBe(50);
    expect(percentDone({ ...progress, recipients: 0 })).toBe(0);
    expect(percentDone({ ...progress, sent: 5000 })).toBe(100);
    expect(formatEta(null, en.progress)).toBe('—');
    expect(formatEta(30, en.progress)).toBe('under a minute');
    expect(formatEta(122, en.progress)).toBe('3 min');
    expect(plain(formatEta(2 * 3600 + 5 * 60, fr.progress))).toBe('2 h 05 min');
  });

  it('says who waits on an interrupted batch and when they go out, instead of a time to finish', () => {
    const now = Date.parse('2026-11-24T10:00:00.000Z');
    const waiting = { ...progress, lease_waiting: 50, lease_retry_at: '2026-11-24T10:00:21.500Z' };
    expect(leaseNotice(progress, en.progress, 'en', now)).toBeNull();
    expect(etaText(progress, en.progress)).toBe('3 min');
    expect(etaText(waiting, en.progress)).toBe('after the resume');
    expect(leaseNotice(waiting, en.progress, 'en', now)).toBe(
      '50 recipients are waiting for an interrupted batch to resume (the server sending it stopped or crashed): they go out again in about 22 s.',
    );
    expect(plain(leaseNotice(waiting, fr.progress, 'fr', now) ?? '')).toBe(
      '50 destinataires attendent la reprise d’un lot interrompu (le serveur qui l’envoyait s’est arrêté ou a planté) : ils repartiront dans environ 22 s.',
    );
    const resuming = { ...waiting, lease_waiting: 1, lease_retry_at: '2026-11-24T09:59:59.000Z' };
    expect(leaseNotice(resuming, en.progress, 'en', now)).toBe(
      'Resuming after a crash: 1 recipient of an interrupted batch is going out now.',
    );
    expect(plain(leaseNotice(resuming, fr.progress, 'fr', now) ?? '')).toBe(
      'Reprise après un arrêt : 1 destinataire d’un lot interrompu repart maintenant.',
    );
  });

  it('announces tenths, not every poll', () => {
    const said = progressAnnouncement(progress, en.statuses.sending, en.progress);
    expect(said).toBe('Sending: 50% of the e-mails processed.');
    const later = { ...progress, sent: 640 };
    expect(progressAnnouncement(later, en.statuses.sending, en.progress)).toBe(said);
    expect(progressAnnouncement({ ...progress, sent: 1210 }, en.statuses.sent, en.progress)).toBe(
      'Sent: 100% of the e-mails processed.',
    );
  });
});

describe('campaign editor fields', () => {
  const record = {
    id: 'c1',
    subject: 'Novembre',
    content: '## Bonjour',
    language: 'fr',
    status: 'draft',
    recipients: 0,
    sent: 0,
    failed: 0,
    created_date: '2026-11-24T10:00:00.000Z',
    updated_date: '2026-11-24T10:00:00.000Z',
    created_by: null,
  } as unknown as NewsletterCampaignRecord;

  it('round-trips a record, emptied optional fields sent as empty to clear them', () => {
    const draft = draftFromCampaign(record);
    expect(draft).toEqual({
      ...emptyCampaignDraft('fr'),
      subject: 'Novembre',
      content: '## Bonjour',
    });
    expect(draftToCampaignInput({ ...draft, subject: '  Novembre ' })).toEqual({
      subject: 'Novembre',
      preheader: '',
      language: 'fr',
      post_id: '',
      content: '## Bonjour',
      scheduled_at: '',
      translation: null,
    });
  });

  it('writes the second version in the other language, checks it, and places its issues', () => {
    const draft = {
      ...draftFromCampaign(record),
      translated: true,
      translationSubject: ' November ',
      translationContent: '## Hello',
    };
    expect(draftToCampaignInput(draft).translation).toEqual({
      language: 'en',
      subject: 'November',
      content: '## Hello',
    });
    const stored = {
      ...record,
      translation: { language: 'en' as const, subject: 'N', content: 'C' },
    };
    expect(draftFromCampaign(stored)).toMatchObject({
      translated: true,
      translationSubject: 'N',
      translationContent: 'C',
    });
    const empty = { ...draftFromCampaign(record), translated: true };
    expect(validateCampaignDraft(empty, en.editor.errors)).toEqual({
      translationSubject: en.editor.errors.required,
      translationContent: en.editor.errors.required,
    });
    const placed = campaignIssues(
      [{ field: 'translation.subject', rule: 'maxLength', message: 'too long', limit: 200 }],
      en.editor.errors,
    );
    expect(placed.errors).toEqual({ translationSubject: '200 characters at most.' });
  });

  it('asks for a subject and content, within the limits, and a schedule ahead', () => {
    const now = Date.parse('2026-11-24T10:00:00.000Z');
    const errors = validateCampaignDraft(
      {
        ...emptyCampaignDraft('en'),
        preheader: 'x'.repeat(201),
        scheduledAt: '2026-11-24T09:00:00.000Z',
      },
      en.editor.errors,
      now,
    );
    expect(errors).toEqual({
      subject: en.editor.errors.required,
      content: en.editor.errors.required,
      preheader: '200 characters at most.',
      scheduledAt: en.editor.errors.scheduleInPast,
    });
    const ahead = { ...draftFromCampaign(record), scheduledAt: '2026-11-25T09:00:00.000Z' };
    expect(validateCampaignDraft(ahead, en.editor.errors, now)).toEqual({});
  });

  it('puts a 422’s issues under their fields, and keeps the others', () => {
    const placed = campaignIssues(
      [
        { field: 'subject', rule: 'maxLength', limit: 200, message: 'too long' },
        { field: '/scheduled_at', rule: 'format', message: 'not a date' },
        { field: 'status', rule: 'unknown', message: 'status is set by the server' },
      ],
      en.editor.errors,
    );
    expect(placed.errors).toEqual({
      subject: '200 characters at most.',
      scheduledAt: 'The server refused this value: not a date',
    });
    expect(placed.unplaced).toEqual(['status is set by the server']);
  });

  it('edits drafts and scheduled campaigns only', () => {
    expect(
      ['draft', 'scheduled', 'sending', 'paused', 'sent'].map((s) => isEditable(s as never)),
    ).toEqual([true, true, false, false, false]);
  });
});

describe('campaigns list and toasts', () => {
  it('filters by status, language and subject, ignoring made-up values', () => {
    expect(campaignsQuery({ q: ' Nov ', status: 'sent', language: 'en' })).toEqual({
      $or: [{ subject: { $regex: 'Nov', $options: 'i' } }],
      status: 'sent',
      language: 'en',
    });
    expect(campaignsQuery({ q: '', status: 'lost', language: 'de' })).toEqual({});
  });

  it('says whether a send started or waits for its date', () => {
    const scheduled = { status: 'scheduled', scheduled_at: '2026-12-01T08:00:00.000Z' };
    const waiting = campaignToast(en, 'send', 'done', {
      campaign: scheduled as NewsletterCampaignRecord,
      locale: 'en',
    });
    expect(waiting.title).toBe(en.send.scheduled);
    expect(waiting.description).toMatch(/^The campaign will go out on Dec 1, 2026/);
    const now = campaignToast(en, 'send', 'done', {
      campaign: { status: 'sending' } as NewsletterCampaignRecord,
    });
    expect(now.title).toBe(en.send.started);
    expect(campaignToast(fr, 'test', 'done', { email: 'a@b.fr' }).title).toBe(
      'Test envoyé à a@b.fr',
    );
    expect(campaignToast(fr, 'pause', 'failed').title).toBe(fr.progress.actionFailed);
    const back = { status: 'draft' } as NewsletterCampaignRecord;
    expect(campaignToast(en, 'cancel', 'done', { campaign: back }).title).toBe(en.send.unscheduled);
    const stopped = { status: 'canceled' } as NewsletterCampaignRecord;
    expect(campaignToast(en, 'cancel', 'done', { campaign: stopped }).title).toBe(
      en.progress.canceled,
    );
  });
});
