import type { CampaignProgress } from '@vitrine/contract/newsletter/campaign-api';
import { describe, expect, it } from 'vitest';
import { progressFromChange } from './use-campaign-progress';

const polled: CampaignProgress = {
  id: 'c1',
  status: 'sending',
  recipients: 100,
  sent: 10,
  failed: 0,
  skipped: 0,
  left: 90,
  rate_per_minute: 60,
  eta_seconds: 90,
  lease_waiting: 0,
  lease_retry_at: null,
  started_at: '2026-11-28T04:00:00.000Z',
  finished_at: null,
  last_error: null,
};

describe('streamed campaign progress', () => {
  it('takes the counts and status of the campaign record, time to finish from the last rate', () => {
    const next = progressFromChange(polled, {
      type: 'update',
      id: 'c1',
      data: { id: 'c1', status: 'sending', recipients: 100, sent: 40, failed: 2, skipped: 3 },
    });
    expect(next).toMatchObject({ sent: 40, failed: 2, skipped: 3, left: 55, eta_seconds: 55 });
    expect(next.rate_per_minute).toBe(60);
  });

  it('ignores another campaign, a delete and an update without a record', () => {
    expect(progressFromChange(polled, { type: 'update', id: 'c2', data: { sent: 99 } })).toBe(
      polled,
    );
    expect(progressFromChange(polled, { type: 'delete', id: 'c1' })).toBe(polled);
    expect(progressFromChange(polled, { type: 'update', id: 'c1' })).toBe(polled);
  });
});
