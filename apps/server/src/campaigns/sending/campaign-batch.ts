import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import type { MailComposer, MailTransport, OutgoingEmail } from '../../mail/mail';
import type { rawEmailBuilder } from '../email/campaign-mime';
import { type CampaignVersions, versionFor } from '../email/campaign-versions';
import type { Claimed, Outcome, RecipientStore } from './recipient-store';
import type { SendRate } from './send-rate';
import { failedOutcome } from './smtp-outcome';
import type { UnsubscribeLinks } from './unsubscribe-links';
import type { ClickTokens } from '../clicks/click-tokens';

/** How campaign e-mails leave: whole MIME messages built here when the transport takes them. */
export interface CampaignMime {
  build: ReturnType<typeof rawEmailBuilder>;
  /** The envelope's sender (MAIL_FROM's address) and the Message-IDs' domain. */
  from: string;
  domain: string;
}

type CampaignEmail = Required<Pick<OutgoingEmail, 'id' | 'to' | 'subject' | 'html' | 'text'>> & {
  list_unsubscribe: string;
};

function deliver({ transport, mime }: BatchTools, email: CampaignEmail) {
  // An address with letters outside ASCII (RFC 6531) goes through nodemailer's own MIME.
  if (!transport.sendRaw || !/^[\x21-\x7e]+$/.test(email.to)) return transport.send(email);
  const raw = mime.build({
    to: email.to,
    subject: email.subject,
    html: email.html,
    text: email.text,
    messageId: `${email.id}@${mime.domain}`,
    listUnsubscribe: email.list_unsubscribe,
  });
  return transport.sendRaw({ from: mime.from, to: email.to }, raw);
}

export interface BatchTools {
  mime: CampaignMime;
  recipients: RecipientStore;
  links: UnsubscribeLinks;
  composer: MailComposer;
  transport: MailTransport;
  rate: SendRate;
  concurrency: number;
  retryMax: number;
  /** Each site link goes through `{publicUrl}/c/{token}` (decision 0063). */
  clicks: { tokens: ClickTokens; publicUrl: string };
}

export interface BatchRun {
  campaign: Pick<NewsletterCampaignRecord, 'id'>;
  /** One e-mail per language the campaign goes out in. */
  email: CampaignVersions;
  claimed: Claimed[];
  /** Asked before each send: true stops the batch (the rest is released, not sent). */
  stop: () => boolean;
  /** Told of each send's success (true) or failure (false), e.g. to count errors in a row. */
  sent: (ok: boolean, error?: unknown) => void;
}

/**
 * Sends one claimed batch, `concurrency` e-mails at a time within the instance's rate: each
 * subscriber still confirmed and not bouncing gets the campaign in their language (its own when
 * it has no version in theirs) with their own unsubscribe link
 * (in the body and in `List-Unsubscribe`, RFC 8058 one-click) and Message-ID; the others are
 * skipped. Answers every recipient's outcome, to be recorded at once.
 */
export async function sendBatch(tools: BatchTools, run: BatchRun): Promise<Outcome[]> {
  const { campaign, email, claimed } = run;
  const ids = claimed.map((item) => item.subscriberId);
  const addressees = await tools.recipients.addressees(ids);
  const mailable = ids.filter((id) => addressees.get(id)?.mailable);
  const tokens = await tools.links.tokensFor(mailable);
  const sign = await tools.clicks.tokens.signer();
  const clickBase = `${tools.clicks.publicUrl}/c/`;
  const outcomes: Outcome[] = [];
  const queue = [...claimed];

  const sendOne = async (item: Claimed) => {
    const { subscriberId } = item;
    const addressee = addressees.get(subscriberId);
    const token = tokens.get(subscriberId);
    if (!addressee?.mailable || !token) return outcomes.push({ subscriberId, result: 'skipped' });
    if (run.stop()) return outcomes.push({ subscriberId, result: 'release' });
    await tools.rate.take();
    const version = versionFor(email, addressee.language);
    const language = version.language;
    const unsubscribeUrl = tools.composer.newsletterPageUrl(language, 'unsubscribe', token);
    const clickUrl = (index: number) =>
      `${clickBase}${sign({ campaignId: campaign.id, linkIndex: version.offset + index, subscriberId })}`;
    const { subject, html, text } = version.email.personalise(unsubscribeUrl, clickUrl);
    try {
      await deliver(tools, {
        // One Message-ID per campaign and subscriber: a resend after a crash is the same message.
        id: `campaign-${campaign.id}-${subscriberId}`,
        to: addressee.email,
        subject,
        html,
        text,
        list_unsubscribe: tools.composer.oneClickUnsubscribeUrl(language, token),
      });
    } catch (error) {
      run.sent(false, error);
      return outcomes.push(failedOutcome(subscriberId, item.errors, error, tools.retryMax));
    }
    run.sent(true);
    return outcomes.push({ subscriberId, result: 'sent' });
  };

  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) await sendOne(item);
  };
  await Promise.all(Array.from({ length: Math.min(tools.concurrency, queue.length) }, worker));
  return outcomes;
}
