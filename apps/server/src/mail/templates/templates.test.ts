import { describe, expect, it } from 'vitest';
import { englishMails } from './en';
import { frenchMails, type VisitorMails } from './fr';
import { fr, headerSafe, renderMail } from './layout';
import { teamMails } from './team';

const links = {
  privacyUrl: 'https://vitrine.example/privacy',
  privacyEmail: 'privacy@vitrine.example',
  schedulingUrl: 'https://vitrine.example/demo',
  confirmUrl: 'https://vitrine.example/newsletter?action=confirm&token=abc',
  unsubscribeUrl: 'https://vitrine.example/newsletter?action=unsubscribe&token=def',
};

function everyMail(mails: VisitorMails) {
  return [
    mails.confirmWaitlist(links),
    mails.confirmContact(links),
    mails.confirmDemo(links),
    mails.newsletterOptIn(links),
  ];
}

describe('e-mail templates', () => {
  it('writes French typography in template text only, never in interpolated values', () => {
    expect(fr`Une question ? « Oui » : ${'a : b ?'} !`).toBe(
      'Une question\u00a0? «\u00a0Oui\u00a0»\u00a0: a : b ?\u00a0!',
    );
  });

  it('keeps French copy free of breakable spaces before : ; ! ? and inside « »', () => {
    const record = {
      id: 'r1',
      created_date: '2026-11-21T10:00:00.000Z',
      updated_date: '2026-11-21T10:00:00.000Z',
      created_by: null,
      language: 'fr' as const,
    };
    const team = [
      teamMails.waitlist(
        { ...record, firstName: 'A', lastName: 'B', email: 'a@b.fr', company: 'C' },
        links,
      ),
      teamMails.contact({ ...record, name: 'A', email: 'a@b.fr', message: 'M' }, links),
      teamMails.demo({ ...record, name: 'A', email: 'a@b.fr', company: 'C' }, links),
    ];
    for (const content of [...everyMail(frenchMails), ...team]) {
      const { subject, text } = renderMail(content, 'fr');
      expect(`${subject}\n${text}`).not.toMatch(/ [:;!?»]|« /);
    }
    for (const content of everyMail(englishMails)) {
      expect(renderMail(content, 'en').text).not.toContain('\u00a0');
    }
  });

  it('ends every visitor e-mail with the privacy notice, in both languages', () => {
    for (const [mails, retention] of [
      [frenchMails, '3 ans'],
      [englishMails, '3 years'],
    ] as const) {
      for (const content of everyMail(mails)) {
        const { text, html } = renderMail(content, 'fr');
        const notice = text.slice(text.lastIndexOf('---'));
        for (const part of ['Vitrine SAS', retention, links.privacyEmail, links.privacyUrl])
          expect(notice).toContain(part);
        expect(html).toContain(`href="${links.privacyUrl}"`);
      }
    }
  });

  it('escapes every value in HTML and keeps headers on one line', () => {
    const { html, text } = renderMail(
      {
        subject: '<Subject>',
        blocks: [
          { type: 'paragraph', text: '<img src=x onerror="alert(1)">\nnext' },
          { type: 'button', label: 'Go & see', url: 'https://x.example/?a="b"&c=<d>' },
          { type: 'fields', rows: [['Name:', '<b>Sam</b>']] },
          { type: 'quote', text: '</blockquote><script>x</script>' },
        ],
        signature: 'Team',
        privacy: { text: 'Notice', link: { label: 'Privacy', url: 'https://x.example/p' } },
      },
      'en',
    );
    expect(html).not.toMatch(/<img|<b>|<script|<Subject>|"b"/);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;<br>next');
    expect(html).toContain('href="https://x.example/?a=&quot;b&quot;&amp;c=&lt;d&gt;"');
    expect(text).toContain('Go & see\nhttps://x.example/?a="b"&c=<d>');
    expect(text).toContain('> </blockquote><script>x</script>');
    expect(headerSafe('Line one\r\nBcc: someone@example.com')).toBe(
      'Line one Bcc: someone@example.com',
    );
    expect(headerSafe('x'.repeat(300))).toHaveLength(200);
  });
});
