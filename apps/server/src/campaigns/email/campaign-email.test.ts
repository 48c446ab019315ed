import { describe, expect, it } from 'vitest';
import { HOSTILE_CORPUS } from '../../../../../packages/contract/test/hostile-corpus';
import { MailComposer } from '../../mail/mail-messages';
import { prepareCampaignEmail, campaignWebPage, type CampaignContent } from './campaign-email';
import type { CampaignPost } from './campaign-post';

const composer = new MailComposer({
  publicUrl: 'https://vitrine.example',
  appId: 'vitrine',
  mail: { privacyContactEmail: 'privacy@vitrine.example' },
} as ConstructorParameters<typeof MailComposer>[0]);

const CONTENT = [
  '# Ce qui change ce mois-ci',
  '',
  'Nous avons **repensé** la [programmation](/blog) et *simplifié* les écrans.',
  '',
  '![Un écran en vitrine](/uploads/0123456789abcdef0123456789abcdef.jpg)',
  '',
  '- Une liste [externe](https://example.com/guide)',
  '- Deux',
  '',
  '<script>alert("x")</script><img src=x onerror="alert(1)">',
  '',
  '[piège](javascript:alert(1))',
].join('\n');

const campaign = (language: 'fr' | 'en', extra: Partial<CampaignContent> = {}) => ({
  id: 'camp-1',
  subject: language === 'fr' ? 'Les nouveautés de mars' : 'What’s new in March',
  preheader: language === 'fr' ? 'Trois idées pour vos écrans' : 'Three ideas for your screens',
  content: CONTENT,
  language,
  ...extra,
});

const post: CampaignPost = {
  id: 'post-1',
  title: 'L’affichage dynamique en 2026',
  excerpt: 'Ce que les commerces en retiennent.',
  path: '/blogpost?slug=affichage-2026',
  image: {
    src: '/uploads/0123456789abcdef0123456789abcdef-1200x630.jpg',
    width: 1200,
    height: 630,
  },
};

const UNSUBSCRIBE = 'https://vitrine.example/newsletter?action=unsubscribe&token=abc_DEF-123';
const WEB = 'https://vitrine.example/api/apps/vitrine/newsletter/campaigns/camp-1/web';

const attributes = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].map((match) => match[0]);

describe('a campaign e-mail', () => {
  it.each(['fr', 'en'] as const)(
    'in %s: lang, one h1, a hidden preheader, alt text, personal links',
    (language) => {
      const email = prepareCampaignEmail({ campaign: campaign(language), post, composer });
      const { html, text, subject, webVersionUrl } = email.personalise(UNSUBSCRIBE);
      expect(subject).toBe(campaign(language).subject);
      expect(html).toMatch(new RegExp(`<html lang="${language}"`));
      expect(html.match(/<h1\b/g)).toHaveLength(1);
      expect(html).toMatch(/<meta name="color-scheme" content="light dark">/);
      expect(html).toMatch(/<meta name="supported-color-schemes" content="light dark">/);
      // The preheader is in a hidden block right after <body>.
      expect(html).toMatch(
        new RegExp(
          `<body[^>]*>\\s*<div style="display:none;[^"]*">${campaign(language).preheader}`,
        ),
      );
      for (const table of attributes(html, 'table')) expect(table).toContain('role="presentation"');
      const images = attributes(html, 'img');
      expect(images).toHaveLength(2);
      for (const image of images) {
        expect(image).toMatch(/ alt="[^"]+"/);
        expect(image).toMatch(/ src="https:\/\/vitrine\.example\/uploads\//);
        expect(image).toContain('width="552"');
      }
      expect(html).toContain(`href="${UNSUBSCRIBE.replace('&', '&amp;')}"`);
      expect(html).toContain(`href="${WEB}"`);
      expect(webVersionUrl).toBe(WEB);
      expect(text).toContain(UNSUBSCRIBE);
      expect(text).toContain(WEB);
      // Every link is absolute.
      for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https:\/\//);
    },
  );

  it('gives each recipient their own unsubscribe link and nothing else changes', () => {
    const email = prepareCampaignEmail({ campaign: campaign('fr'), composer });
    const first = email.personalise('https://vitrine.example/newsletter?token=one');
    const second = email.personalise('https://vitrine.example/newsletter?token=two');
    expect(first.html).toContain('token=one');
    expect(first.html).not.toContain('token=two');
    expect(second.html.replaceAll('token=two', 'token=one')).toBe(first.html);
    expect(second.text.replaceAll('token=two', 'token=one')).toBe(first.text);
  });

  it('sanitises the content like the blog: no script, no handler, no javascript: link', () => {
    const { html } = prepareCampaignEmail({ campaign: campaign('en'), composer }).personalise(
      UNSUBSCRIBE,
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    expect(html).not.toMatch(/javascript:/i);
    // The raw HTML is shown as text, escaped, as on the blog.
    expect(html).toContain('&#x3C;script>');
    // The markdown `#` became an h2 under the subject's h1; no markdown is left.
    expect(html).toMatch(/<h2[^>]*>Ce qui change ce mois-ci<\/h2>/);
    expect(html).toMatch(/<strong>repensé<\/strong>/);
    expect(html).not.toMatch(/\*\*|\]\(/);
  });

  it('keeps every case of the blog’s hostile corpus inert: allowed schemes only, no markup run', () => {
    for (const { name, markdown } of HOSTILE_CORPUS) {
      const { html } = prepareCampaignEmail({
        campaign: campaign('en', { content: markdown }),
        composer,
      }).personalise(UNSUBSCRIBE);
      const body = html.slice(html.indexOf('<body'));
      expect(body, name).not.toMatch(/<(script|style|iframe|object|embed|svg|math|form)\b/i);
      // Attribute values hold escaped text only: look at the names outside them.
      const names = body.replace(/="[^"]*"/g, '=""');
      expect(names, name).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
      // Real tags only (a `<` in text is escaped), each quoted value read whole.
      const tags = body.match(/<[a-z][a-z0-9]*(?:\s+[a-z:-]+(?:="[^"]*")?)*\s*\/?>/gi) ?? [];
      const urls = tags.flatMap((tag) => [...tag.matchAll(/\s(?:href|src)="([^"]*)"/g)]);
      // The layout's own links at least (home, web version, unsubscribe, privacy).
      expect(urls.length, name).toBeGreaterThanOrEqual(4);
      for (const [, url] of urls)
        expect(url, name).toMatch(/^(?:https?:\/\/|mailto:|ircs?:|xmpp:|#)/i);
    }
  });

  it('writes a readable plain-text part: no markup, no markdown, links written out', () => {
    const content = CONTENT.replace(/^<script>.*$/m, '');
    const { text } = prepareCampaignEmail({
      campaign: campaign('fr', { content }),
      post,
      composer,
    }).personalise(UNSUBSCRIBE);
    expect(text).not.toMatch(/<[a-z][^>]*>/i);
    expect(text).not.toMatch(/\*\*|\]\(|^#/m);
    // Site links carry the campaign's UTM (decision 0063); other links stay as written.
    const utm = 'utm_source=newsletter&utm_medium=email&utm_campaign=les-nouveautes-de-mars';
    expect(text).toContain(
      `Nous avons repensé la programmation (https://vitrine.example/blog?${utm})`,
    );
    expect(text).toContain('- Une liste externe (https://example.com/guide)');
    expect(text).toContain(
      `Lire l’article\u00a0: https://vitrine.example/blogpost?slug=affichage-2026&${utm}`,
    );
    expect(text).toContain(`Afficher dans le navigateur\u00a0: ${WEB}`);
    expect(text).toContain('L’affichage dynamique en 2026\nCe que les commerces en retiennent.');
    // The unsafe link keeps its words only.
    expect(text).toMatch(/^piège$/m);
  });

  it('uses French typography in the French copy and natural English in the English one', () => {
    const french = prepareCampaignEmail({ campaign: campaign('fr'), composer }).personalise(
      UNSUBSCRIBE,
    );
    expect(french.html).toContain('Vous ne souhaitez plus la recevoir\u00a0?');
    expect(french.text).toContain('Me désinscrire\u00a0:');
    expect(french.html).toContain('Vous recevez cet e-mail car votre adresse est inscrite');
    expect(french.text).not.toMatch(/ [:;!?]/);
    const english = prepareCampaignEmail({ campaign: campaign('en'), composer }).personalise(
      UNSUBSCRIBE,
    );
    expect(english.html).toContain('No longer interested?');
    expect(english.html).toContain('>Unsubscribe</a>');
    expect(english.text).not.toContain('\u00a0');
  });

  it('draws the post card: linked image with its alt, title, excerpt and button', () => {
    const { html } = prepareCampaignEmail({ campaign: campaign('en'), post, composer }).personalise(
      UNSUBSCRIBE,
    );
    const link =
      'https://vitrine.example/blogpost?slug=affichage-2026&amp;utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=what-s-new-in-march';
    expect(html).toContain(
      `<a href="${link}"><img src="https://vitrine.example/uploads/0123456789abcdef0123456789abcdef-1200x630.jpg" alt="L’affichage dynamique en 2026" width="552" height="290"`,
    );
    expect(html).toContain('>Read the article</a>');
    expect(html).toContain('Ce que les commerces en retiennent.');
  });

  it('keeps footnotes without the English label meant for screen readers only', () => {
    const { html, text } = prepareCampaignEmail({
      campaign: campaign('fr', { content: 'Un chiffre[^1].\n\n[^1]: Étude 2026.' }),
      composer,
    }).personalise(UNSUBSCRIBE);
    expect(html).toContain('Étude 2026.');
    expect(text).toContain('Étude 2026.');
    expect(html).not.toContain('Footnotes');
    expect(text).not.toContain('Footnotes');
  });

  it('escapes the subject and preheader, and keeps them on one line', () => {
    const { html, subject } = prepareCampaignEmail({
      campaign: campaign('en', { subject: 'A <b>bold</b>\r\nBcc: x', preheader: '<i>hi</i>' }),
      composer,
    }).personalise(UNSUBSCRIBE);
    expect(subject).toBe('A <b>bold</b> Bcc: x');
    expect(html).toContain('<title>A &lt;b&gt;bold&lt;/b&gt; Bcc: x</title>');
    expect(html).toContain('&lt;i&gt;hi&lt;/i&gt;');
    expect(html).not.toContain('<b>bold');
  });

  it('has no personal link in the web version', () => {
    const html = campaignWebPage({ campaign: campaign('fr'), post, composer });
    expect(html).not.toMatch(/action=unsubscribe/);
    expect(html).not.toContain(WEB);
    expect(html).toContain('utilisez le lien personnel en bas de l’e-mail que vous avez reçu');
    expect(html).toContain('Vous lisez la version en ligne de la newsletter de Vitrine.');
    expect(html).not.toContain('Vous recevez cet e-mail');
    expect(html).not.toMatch(/vtunsubscribe/);
  });
});
