import { createHmac, timingSafeEqual } from 'node:crypto';

/** A preview link works for 7 days. */
export const PREVIEW_TTL_MS = 7 * 24 * 3_600_000;

/** `<post id>.<expiry, seconds since 1970>.<HMAC-SHA256, base64url>`. */
const TOKEN_SHAPE = /^([A-Za-z0-9_-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: Buffer, postId: string, expires: number) {
  return createHmac('sha256', secret).update(`preview\n${postId}\n${expires}`).digest();
}

/**
 * Signed, expiring links to a post as it will look on the site: the token names the post and its
 * expiry, and only the server's key can make one. Nothing is stored, so a link cannot be revoked
 * before it expires, except by changing the key.
 */
export class PreviewTokens {
  constructor(private readonly secret: () => Promise<Buffer>) {}

  async sign(postId: string, now = new Date()) {
    const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const signature = mac(await this.secret(), postId, expires).toString('base64url');
    return { token: `${postId}.${expires}.${signature}`, expiresAt: new Date(expires * 1000) };
  }

  /** The post a token names, when it was signed with our key and has not expired. */
  async verify(token: string, now = new Date()): Promise<string | undefined> {
    const match = TOKEN_SHAPE.exec(token);
    if (!match) return undefined;
    const [, postId, expiresText, signature] = match as unknown as [string, string, string, string];
    const expires = Number(expiresText);
    // The spelling the server wrote is compared, not the decoded bytes: the last of the 43
    // characters has 2 unused bits, so 4 spellings would decode to the same signature.
    const expected = Buffer.from(mac(await this.secret(), postId, expires).toString('base64url'));
    const given = Buffer.from(signature);
    // Compared in constant time: the answer's timing tells nothing of the right signature.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (expires * 1000 <= now.getTime()) return undefined;
    return postId;
  }
}
