import { createHmac, timingSafeEqual } from 'node:crypto';

/** The longest token the redirect reads; longer ones are refused unread. */
export const MAX_CLICK_TOKEN = 200;

const ID = '[A-Za-z0-9_-]{1,64}';
const SIGNATURE_BYTES = 16;
const TOKEN = new RegExp(`^(${ID})\\.(\\d{1,3})\\.(${ID})\\.([A-Za-z0-9_-]{22})$`);

export interface ClickTarget {
  campaignId: string;
  linkIndex: number;
  subscriberId: string;
}

const signature = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest().subarray(0, SIGNATURE_BYTES);

/**
 * The tokens of the click redirect (`/c/{token}`, decision 0063): campaign, link and recipient,
 * signed with a key kept in the database (`app_secrets`: `campaign-clicks`), so nobody can make
 * one for a link the campaign does not hold or for another recipient.
 */
export class ClickTokens {
  constructor(private readonly key: () => Promise<Buffer>) {}

  /** Makes tokens once the key is loaded (the sender signs thousands per batch). */
  async signer() {
    const key = await this.key();
    return ({ campaignId, linkIndex, subscriberId }: ClickTarget) => {
      const payload = `${campaignId}.${linkIndex}.${subscriberId}`;
      return `${payload}.${signature(key, payload).toString('base64url')}`;
    };
  }

  /** What a token stands for; undefined when it is malformed, too long or not signed by us. */
  async read(token: string): Promise<ClickTarget | undefined> {
    if (token.length > MAX_CLICK_TOKEN) return undefined;
    const match = TOKEN.exec(token);
    if (!match) return undefined;
    const [, campaignId, index, subscriberId, signed] = match as unknown as string[];
    const payload = `${campaignId}.${index}.${subscriberId}`;
    const expected = signature(await this.key(), payload);
    const given = Buffer.from(signed as string, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return {
      campaignId: campaignId as string,
      linkIndex: Number(index),
      subscriberId: subscriberId as string,
    };
  }
}
