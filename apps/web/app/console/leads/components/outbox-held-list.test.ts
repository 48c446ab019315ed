import type { OutboxEmailRecord } from '@vitrine/contract/entities/outbox-email';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { consoleLeadsCopy as en } from '../content/en/console-leads';
import { consoleLeadsCopy as fr } from '../content/fr/console-leads';
import { OutboxHeldList } from './outbox-held-list';

const email = (n: number): OutboxEmailRecord => ({
  id: `e${n}`,
  to: `sam${n}@example.com`,
  subject: `Merci, Sam ${n}`,
  text: 'Merci.',
  kind: 'confirm-contact',
  language: 'fr',
  status: 'held',
  held_reason: 'restored',
  held_date: '2026-11-27T10:00:00.000Z',
  attempts: 0,
  created_date: '2026-11-27T09:00:00.000Z',
  updated_date: '2026-11-27T10:00:00.000Z',
  created_by: null,
});

function render(count: number, rows: OutboxEmailRecord[], locale: 'fr' | 'en') {
  const leads = locale === 'fr' ? fr : en;
  const props = { held: { count, rows }, leads, locale, busy: false, onAsk: () => {} };
  return renderToString(createElement(OutboxHeldList, props)).replace(/<!-- -->/g, '');
}

describe('OutboxHeldList', () => {
  it('says how many e-mails are held and why, with both choices and a pair per e-mail', () => {
    const html = render(2, [email(1), email(2)], 'en');
    expect(html).toContain('2 emails held since a restore');
    expect(html).toContain(en.outbox.held.why);
    expect(html).toContain('>Send them</button>');
    expect(html).toContain('>Drop them</button>');
    expect(html).toContain('aria-label="Send the email to sam1@example.com"');
    expect(html).toContain('aria-label="Drop the email to sam2@example.com"');
    expect(html.match(/<li/g)).toHaveLength(2);
  });

  it('says when only the oldest are listed, in French with French spacing', () => {
    const html = render(1234, [email(1)], 'fr');
    expect(html).toContain('1\u202f234\u00a0e-mails retenus depuis une restauration');
    expect(html).toContain('Les 1 plus anciens sont listés ici');
    expect(html).toContain('restauré à partir d’une sauvegarde');
    expect(render(1, [email(1)], 'fr')).toContain('1\u00a0e-mail retenu depuis une restauration');
  });

  it('shows nothing when no e-mail is held', () => {
    expect(render(0, [], 'fr')).toBe('');
  });
});
