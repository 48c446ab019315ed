import type { OutboxEmailRecord } from '@vitrine/contract/entities/outbox-email';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';

// What a visitor may type to forge lines: a header, a signature separator, a fake row.
const FORGED = /^\s*(?:Bcc:|--$|Fake line|Évil row)/m;
/** Characters that must never reach an e-mail: CR, BEL, NEL, line separator, tab, newline. */
const controls = (set: string) => new RegExp(`[${set}]`);

describe.each(testDatabases())('visitor fields in e-mails on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);

  const teamMail = async (kind: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${t.base}/OutboxEmail?kind=${kind}`,
      headers: t.admin,
    });
    const [email] = response.json() as OutboxEmailRecord[];
    return email!;
  };
  const htmlBody = (html: string) => html.slice(html.indexOf('<body'));

  it('folds line breaks and controls in every field into one space, in text, HTML and subject', async () => {
    const waitlist = await t.postEntity('WaitlistSubscriber', {
      firstName: 'Camille\r\nBcc: x@y',
      lastName: 'Durand\n--\nFake line',
      company: 'Acme\u2028Évil row\u0007\tend',
      role: 'CTO\u0085Fake line',
      email: 'camille@example.fr',
      language: 'fr',
    });
    expect(waitlist.statusCode).toBe(201);
    const mail = await teamMail('team-waitlist');
    expect(mail.text).not.toMatch(FORGED);
    expect(mail.text).not.toMatch(controls('\\r\\u0007\\u0085\\u2028\\t'));
    expect(mail.text).toContain('Prénom\u00a0: Camille Bcc: x@y\n');
    expect(mail.text).toContain('Nom\u00a0: Durand -- Fake line\n');
    expect(mail.text).toContain('Entreprise\u00a0: Acme Évil row end\n');
    expect(mail.text).toContain('Fonction\u00a0: CTO Fake line\n');
    expect(mail.subject).toBe(
      'Liste d’attente\u00a0: Camille Bcc: x@y Durand -- Fake line (Acme Évil row end)',
    );
    const html = htmlBody(mail.html!);
    expect(html).not.toMatch(/<br>\s*(?:Bcc:|--|Fake line|Évil row)/);
    expect(html).not.toMatch(controls('\\r\\n\\u0007\\u0085\\u2028\\t'));
    expect(html).toContain('>Camille Bcc: x@y</td>');
    expect(html).toContain('>Durand -- Fake line</td>');
  });

  it('keeps a contact message’s own lines, quoted, and folds its other fields', async () => {
    const contact = await t.postEntity('ContactMessage', {
      name: 'Sam\r\nBcc: x@y',
      email: 'sam@example.com',
      message: 'Hello\r\nsecond line\u2028third\rfourth\u0007!',
      language: 'en',
    });
    expect(contact.statusCode).toBe(201);
    const mail = await teamMail('team-contact');
    expect(mail.subject).toBe('Nouveau message de Sam Bcc: x@y');
    expect(mail.text).not.toMatch(FORGED);
    expect(mail.text).not.toMatch(controls('\\r\\u0007\\u2028'));
    expect(mail.text).toContain('> Hello\n> second line\n> third\n> fourth !\n');
    expect(htmlBody(mail.html!)).not.toMatch(controls('\\r\\u0007\\u2028'));

    const demo = await t.postEntity('DemoRequest', {
      name: 'Léa\n--\nFake line',
      email: 'lea@example.fr',
      company: 'Martin\r\nBcc: x@y',
      phone: '+33 1\n23',
      language: 'fr',
    });
    expect(demo.statusCode).toBe(201);
    const demoMail = await teamMail('team-demo');
    expect(demoMail.text).not.toMatch(FORGED);
    expect(demoMail.text).toContain('Téléphone\u00a0: +33 1 23\n');
    expect(demoMail.subject).toBe('Demande de démo\u00a0: Léa -- Fake line (Martin Bcc: x@y)');
  });
});
