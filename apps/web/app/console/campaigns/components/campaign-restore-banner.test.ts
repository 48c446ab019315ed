import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { consoleCampaignsCopy as en } from '../content/en/console-campaigns';
import { consoleCampaignsCopy as fr } from '../content/fr/console-campaigns';
import { CampaignRestoreBanner, pausedByRestore } from './campaign-restore-banner';

const campaign = (fields: Partial<NewsletterCampaignRecord>) =>
  ({ status: 'paused', ...fields }) as NewsletterCampaignRecord;

describe('CampaignRestoreBanner', () => {
  it('is for a campaign paused by a restore only', () => {
    expect(pausedByRestore(campaign({ paused_reason: 'restored' }))).toBe(true);
    expect(pausedByRestore(campaign({}))).toBe(false);
    expect(pausedByRestore(campaign({ status: 'sending', paused_reason: 'restored' }))).toBe(false);
  });

  it('says why and what resuming means, in each language, without a second Resume button', () => {
    for (const copy of [fr, en]) {
      const html = renderToString(createElement(CampaignRestoreBanner, { copy }));
      expect(html).toContain('role="status"');
      for (const words of [copy.restored.title, copy.restored.choice]) {
        expect(html).toContain(words);
      }
      expect(html).not.toContain('<button');
    }
    expect(fr.restored.text).toContain('\u00a0:');
  });
});
