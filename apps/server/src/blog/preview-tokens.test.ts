import { describe, expect, it } from 'vitest';
import { PREVIEW_TTL_MS, PreviewTokens } from './preview-tokens';

const tokens = new PreviewTokens(async () => Buffer.from('the-key-of-this-test'));
const NOW = new Date('2026-03-01T10:00:00Z');

describe('preview tokens', () => {
  it('names the post they were signed for, until they expire', async () => {
    const { token, expiresAt } = await tokens.sign('post1', NOW);
    expect(expiresAt.getTime()).toBe(NOW.getTime() + PREVIEW_TTL_MS);
    expect(await tokens.verify(token, NOW)).toBe('post1');
    expect(await tokens.verify(token, new Date(expiresAt.getTime() - 1000))).toBe('post1');
    expect(await tokens.verify(token, expiresAt)).toBeUndefined();
  });

  it('refuses a token for another post, a later expiry or another key', async () => {
    const { token } = await tokens.sign('post1', NOW);
    const [, expires, signature] = token.split('.');
    expect(await tokens.verify(`post2.${expires}.${signature}`, NOW)).toBeUndefined();
    expect(await tokens.verify(`post1.${Number(expires) + 1}.${signature}`, NOW)).toBeUndefined();
    const other = new PreviewTokens(async () => Buffer.from('another-key'));
    expect(await other.verify(token, NOW)).toBeUndefined();
  });

  it('refuses anything not shaped like a token', async () => {
    for (const token of ['', 'post1', 'post1.1.abc', `a.b.${'x'.repeat(43)}`, '../x.1.y']) {
      expect(await tokens.verify(token, NOW)).toBeUndefined();
    }
  });

  it('refuses the other spellings of a right signature: only canonical base64url counts', async () => {
    const { token } = await tokens.sign('post1', NOW);
    const [postId, expires, signature] = token.split('.') as [string, string, string];
    // 43 characters carry 258 bits for 256: the last one has 2 unused bits, so 4 spellings
    // decode to the same bytes; only the one the server wrote is accepted.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.slice(-1));
    const spellings = [0, 1, 2, 3]
      .map((bits) => signature.slice(0, -1) + alphabet[(last & ~3) | bits])
      .filter((spelling) => spelling !== signature);
    expect(spellings).toHaveLength(3);
    for (const spelling of spellings) {
      expect(Buffer.from(spelling, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(
        true,
      );
      expect(
        await tokens.verify(`${postId}.${expires}.${spelling}`, NOW),
        spelling,
      ).toBeUndefined();
    }
    const bytes = Buffer.from(signature, 'base64url');
    for (const other of [`${bytes.toString('base64url')}=`, bytes.toString('base64')]) {
      if (other === signature) continue;
      expect(await tokens.verify(`${postId}.${expires}.${other}`, NOW), other).toBeUndefined();
    }
    expect(await tokens.verify(token, NOW)).toBe('post1');
  });
});
