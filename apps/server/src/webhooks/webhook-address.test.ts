import { describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../../test/webhook-receiver';
import { checkWebhookTarget, isPrivateAddress, publicOnlyLookup } from './webhook-address';
import { nextAttemptAt, webhookRetryDelayMs } from './webhook-backoff';
import { WebhookSender } from './webhook-sender';

describe('webhook targets (SSRF)', () => {
  it.each([
    'http://127.0.0.1/hook',
    'http://10.1.2.3/hook',
    'http://172.20.0.1/hook',
    'http://192.168.1.1/hook',
    'http://100.64.0.1/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://[fd00::1]/hook',
    'http://[fe80::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://[::ffff:a00:1]/hook',
    'http://[::7f00:1]/hook',
    'http://[2002:7f00:1::1]/hook',
    'http://[64:ff9b:1::a00:1]/hook',
    'http://[fec0::1]/hook',
    'http://0.0.0.0/hook',
    'http://2130706433/hook',
    'http://0x7f000001/hook',
    'http://017700000001/hook',
    'http://localhost:8080/hook',
  ])('refuses %s', async (url) => {
    await expect(checkWebhookTarget(url, false)).rejects.toThrow(/private|loopback/);
  });

  it('accepts public addresses, and private ones when allowed', async () => {
    await expect(checkWebhookTarget('https://93.184.215.14/hook', false)).resolves.toBeInstanceOf(
      URL,
    );
    await expect(checkWebhookTarget('http://127.0.0.1:9/hook', true)).resolves.toBeInstanceOf(URL);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
    expect(isPrivateAddress('224.0.0.1')).toBe(true);
  });

  it('refuses other schemes and credentials', async () => {
    await expect(checkWebhookTarget('ftp://example.com/', true)).rejects.toThrow(/http/);
    await expect(checkWebhookTarget('https://a:b@example.com/', true)).rejects.toThrow(/password/);
  });
});

describe('the retry schedule', () => {
  it('retries within a minute, then doubles up to 4 h, until 24 h after the event', () => {
    expect([1, 2, 3, 4, 10, 11, 20].map(webhookRetryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 14_400_000, 14_400_000, 14_400_000,
    ]);
    const queued = new Date('2026-01-01T00:00:00Z');
    const at = (ms: number) => new Date(queued.getTime() + ms);
    expect(nextAttemptAt(queued, 1, at(1000))).toEqual(at(31_000));
    // Never past 24 h: the last try is at the 24th hour, then it is given up.
    expect(nextAttemptAt(queued, 12, at(23 * 3_600_000))).toEqual(at(24 * 3_600_000));
    expect(nextAttemptAt(queued, 13, at(24 * 3_600_000))).toBeUndefined();
  });
});

describe('a delivery to a private address', () => {
  it('is refused at send time, and by the connection lookup, without reaching the receiver', async () => {
    const receiver = await startWebhookReceiver();
    const sender = new WebhookSender(false);
    try {
      const port = new URL(receiver.url).port;
      for (const url of [receiver.url, `http://localhost:${port}/hooks`]) {
        const result = await sender.send({
          url,
          secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
          messageId: 'msg_1',
          payload: '{}',
          at: new Date(),
        });
        expect(result).toMatchObject({ ok: false });
        expect(result.error).toMatch(/private/);
      }
      // The agent's lookup, asked at connect time, refuses too (a DNS answer changed after the check).
      const looked = await new Promise<unknown>((resolve) =>
        publicOnlyLookup('localhost', { all: true }, (error) => resolve(error)),
      );
      expect(String(looked)).toMatch(/private/);
      expect(receiver.received).toHaveLength(0);
    } finally {
      sender.close();
      await receiver.close();
    }
  });
});
