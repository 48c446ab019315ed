import { createServer, type Server } from 'node:net';
import { ContactMessage } from '@vitrine/contract/entities/contact-message';
import { DemoRequest } from '@vitrine/contract/entities/demo-request';
import { GlossaryTerm } from '@vitrine/contract/entities/glossary-term';
import { NewsletterSubscriber } from '@vitrine/contract/entities/newsletter-subscriber';
import { WaitlistSubscriber } from '@vitrine/contract/entities/waitlist-subscriber';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_TEST_MODEL, useAiTestApp } from '../../test/ai-test-app';
import { auditEvents } from '../../test/audit-events';
import type { OpenAiServer } from '../../test/openai-compatible-server';
import { signInTeam } from '../../test/team';
import { testDatabases, useTestApp } from '../../test/test-app';
import sharp from 'sharp';
import { uploadImage } from '../uploads/test-support';

type Body = Record<string, unknown>;
type SeoPair = { seo_title: string; seo_description: string };

/** A plain photo of `width`×`height` (its variants are quick to make). */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#36c' } })
    .jpeg()
    .toBuffer();

const seoAnswer = (count = 3) =>
  JSON.stringify({
    suggestions: Array.from({ length: count }, (_, index) => ({
      seo_title: `Affichage dynamique : le guide ${index + 1}`,
      seo_description: `Tout ce qu'il faut savoir pour lancer vos écrans en magasin, partie ${index + 1}.`,
    })),
  });
const altAnswer = JSON.stringify({ suggestions: [{ alt: 'Image of a screen in a shop window' }] });
const subjectsAnswer = JSON.stringify({
  suggestions: [{ subject: 'Nouveau : vos écrans' }, { subject: 'Deux' }, { subject: 'Trois' }],
});

/** The recorded chat requests' bodies, as JSON texts (what left the server). */
const sentBodies = (provider: OpenAiServer) =>
  provider.requests.map((request) => JSON.stringify(request));

/** Whether a recorded request carried an image part. */
function imageParts(request: unknown) {
  const messages = (request as { messages: { content: unknown }[] }).messages;
  return messages.flatMap((message) =>
    Array.isArray(message.content)
      ? (message.content as { type: string; image_url?: { url: string } }[]).filter(
          (part) => part.type === 'image_url',
        )
      : [],
  );
}

describe.each(testDatabases())('AI suggestions on $name', (database) => {
  const { t, provider } = useAiTestApp(database, { AI_VISION: 'true' });
  let team: Awaited<ReturnType<typeof signInTeam>>;

  beforeAll(async () => {
    team = await signInTeam(t, 'suggest');
  });
  beforeEach(() => {
    provider.requests.length = 0;
  });

  const suggest = (payload: Body, headers: Record<string, string> = t.admin, accept?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/ai/suggestions`,
      headers: { ...headers, ...(accept ? { accept } : {}) },
      payload,
    });

  const postSeo = {
    kind: 'post-seo',
    language: 'fr',
    title: 'Affichage dynamique en magasin',
    excerpt: 'Le guide pour démarrer.',
    content: `# Pourquoi\n\nDes écrans qui vendent. ${'Du contenu. '.repeat(1500)}APRES-LA-BORNE`,
  };
  const imageAlt = {
    kind: 'image-alt',
    language: 'en',
    image_url: 'https://images.example.test/shop-window-screen.jpg',
    context: 'Our screens light up the shop window at night.',
  };
  const campaign = {
    kind: 'campaign-subjects',
    language: 'fr',
    subject: 'Notre lettre de novembre',
    content: 'Ce mois-ci : trois nouveaux modèles et un guide.',
  };
  const contentFill = {
    kind: 'content-fill',
    entity: 'Plan',
    from: 'fr',
    values: {
      name: { fr: 'Essentiel', en: '' },
      description: { fr: 'Pour démarrer', en: 'ALREADY-WRITTEN-EN' },
      features: { fr: ['Un écran', 'Support par e-mail'], en: [] },
      button_text: { fr: 'Choisir', en: 'Choose' },
      prices: { eur: 29, usd: 32 },
    },
  };

  it('suggests three SEO pairs from the start of the post, in JSON mode', async () => {
    provider.reply(() => ({ text: seoAnswer(4) }));
    const response = await suggest(postSeo);
    expect(response.statusCode, response.body).toBe(200);
    const { suggestions } = response.json() as { suggestions: SeoPair[] };
    expect(suggestions).toHaveLength(3);
    expect(suggestions[0]!.seo_title).toBe('Affichage dynamique\u00a0: le guide 1');
    expect(provider.requests).toHaveLength(1);
    const sent = provider.requests[0] as Body;
    expect(sent.response_format).toEqual({ type: 'json_object' });
    expect(sent.model).toBe(AI_TEST_MODEL);
    const text = JSON.stringify(sent);
    expect(text).toContain('Affichage dynamique en magasin');
    expect(text).toContain('Le guide pour démarrer.');
    // The content is cut at 12,000 characters: what lies past it never leaves the server.
    expect(postSeo.content.length).toBeGreaterThan(18_000);
    expect(text).not.toContain('APRES-LA-BORNE');
  });

  it('cuts an over-long SEO title at a word, and refuses one that cannot be cut', async () => {
    const long = 'Affichage dynamique pour les commerces de proximité et les grandes surfaces';
    provider.reply(() => ({
      text: JSON.stringify({
        suggestions: [
          { seo_title: long, seo_description: 'Une description.' },
          { seo_title: 'Deux', seo_description: `Une ${'très '.repeat(60)}longue description.` },
          { seo_title: 'Trois', seo_description: 'Trois.' },
        ],
      }),
    }));
    const response = await suggest(postSeo);
    expect(response.statusCode, response.body).toBe(200);
    const [first, second] = (response.json() as { suggestions: SeoPair[] }).suggestions;
    expect(first!.seo_title).toBe('Affichage dynamique pour les commerces de proximité et les');
    expect(first!.seo_title.length).toBeLessThanOrEqual(60);
    expect(second!.seo_description.length).toBeLessThanOrEqual(160);
    expect(second!.seo_description).toMatch(/très$/);
  });

  it('asks again once after a malformed answer, then answers 422 AI_OUTPUT_REJECTED', async () => {
    let calls = 0;
    provider.reply(() => {
      calls += 1;
      return { text: calls === 1 ? 'Voici mes idées : …' : seoAnswer() };
    });
    const recovered = await suggest(postSeo);
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(provider.requests).toHaveLength(2);
    const retry = JSON.stringify(provider.requests[1]);
    expect(retry).toContain('Your answer was refused: the answer is not valid JSON');

    provider.requests.length = 0;
    provider.reply(() => ({ text: JSON.stringify({ suggestions: [{ seo_title: 'Seul' }] }) }));
    const refused = await suggest(postSeo);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'AI_OUTPUT_REJECTED' });
    expect((refused.json() as { message: string }).message).toContain('0 usable suggestions');
    expect(provider.requests).toHaveLength(2);
  });

  it('streams with Accept: text/event-stream and ends with the checked result', async () => {
    const answer = seoAnswer();
    provider.reply(() => ({ chunks: [answer.slice(0, 40), answer.slice(40)] }));
    const response = await suggest(postSeo, t.admin, 'text/event-stream');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.body).toContain('event: delta');
    const result = /event: result\ndata: (.*)\n/.exec(response.body)?.[1];
    expect((JSON.parse(result!) as { suggestions: unknown[] }).suggestions).toHaveLength(3);
  });

  it('streams a refusal as one error event', async () => {
    provider.reply(() => ({ chunks: ['{"suggestions":', '[]}'] }));
    const response = await suggest(postSeo, t.admin, 'text/event-stream');
    expect(response.statusCode).toBe(200);
    const error = /event: error\ndata: (.*)\n/.exec(response.body)?.[1];
    expect(JSON.parse(error!)).toMatchObject({ status: 422, code: 'AI_OUTPUT_REJECTED' });
    expect(response.body).not.toContain('event: result');
    expect(provider.requests).toHaveLength(2);
  });

  it('suggests alt texts from the text around an image at another address, never fetched', async () => {
    let connections = 0;
    const outside: Server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
    const { port } = outside.address() as { port: number };
    try {
      provider.reply(() => ({ text: altAnswer }));
      const response = await suggest({
        ...imageAlt,
        image_url: `https://127.0.0.1:${port}/photos/shop-window-screen.jpg?size=large`,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ suggestions: [{ alt: 'A screen in a shop window' }] });
      const sent = provider.requests[0]!;
      expect(imageParts(sent)).toEqual([]);
      expect(JSON.stringify(sent)).toContain('shop-window-screen.jpg');
      expect(JSON.stringify(sent)).toContain('light up the shop window');
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => outside.close(resolve));
    }
  });

  it('sends a small variant of one of our uploads to a vision model as a data: URL', async () => {
    const uploaded = await uploadImage(t, await photo(800, 600));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = (uploaded.json() as { file_url: string }).file_url;
    provider.reply(() => ({ text: altAnswer }));
    const response = await suggest({ ...imageAlt, image_url: url }, team.headers.contributor);
    expect(response.statusCode, response.body).toBe(200);
    const parts = imageParts(provider.requests[0]);
    expect(parts).toHaveLength(1);
    const dataUrl = parts[0]!.image_url!.url;
    expect(dataUrl).toMatch(/^data:image\/(webp|jpeg);base64,/);
    // The widest variant of at most 640 pixels, not the 800-pixel original.
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    expect(bytes.length).toBeLessThanOrEqual(512 * 1024);
    expect((await sharp(bytes).metadata()).width).toBe(640);
  });

  it('suggests three campaign subjects from the content and current subject only', async () => {
    provider.reply(() => ({ text: subjectsAnswer }));
    const response = await suggest(campaign, team.headers.editor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      suggestions: [
        { subject: 'Nouveau\u00a0: vos écrans' },
        { subject: 'Deux' },
        { subject: 'Trois' },
      ],
    });
    const sent = JSON.stringify(provider.requests[0]);
    expect(sent).toContain('Notre lettre de novembre');
    expect(sent).toContain('trois nouveaux modèles');
    // The call is in the audit trail under its purpose, with who asked, never with the text.
    const events = await auditEvents(t, { action: 'ai.suggest-subjects' });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor_email: team.emails.editor });
    expect(JSON.stringify(events)).not.toContain('novembre');
  });

  it('fills only the empty side of each bilingual field, in one call, overwriting nothing', async () => {
    provider.reply(() => ({
      text: JSON.stringify({
        values: {
          name: 'Essential',
          features: ['One screen', 'E-mail support'],
          description: 'OVERWRITE-ATTEMPT',
          button_text: 'OVERWRITE-ATTEMPT',
        },
      }),
    }));
    const response = await suggest(contentFill, team.headers.editor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      values: { name: { en: 'Essential' }, features: { en: ['One screen', 'E-mail support'] } },
    });
    expect(provider.requests).toHaveLength(1);
    const sent = JSON.stringify(provider.requests[0]);
    expect(sent).toContain('Essentiel');
    expect(sent).toContain('Support par e-mail');
    // Filled sides and fields that are not texts are not sent.
    expect(sent).not.toContain('ALREADY-WRITTEN-EN');
    expect(sent).not.toContain('Pour démarrer');
    expect(sent).not.toContain('Choisir');
  });

  it("follows the team's glossary, asking again when a term was lost", async () => {
    const { store } = t.app.services;
    await store.create(GlossaryTerm, { term: 'Vitrine Cloud' });
    await store.create(GlossaryTerm, { term: 'affichage dynamique', en: 'digital signage' });
    await store.create(GlossaryTerm, { term: 'borne', en: 'kiosk', note: 'NOTE-NEVER-SENT' });
    const faq = {
      kind: 'content-fill',
      entity: 'FaqItem',
      from: 'fr',
      values: {
        question: { fr: 'Qu’est-ce que Vitrine Cloud ?', en: '' },
        answer: { fr: 'L’affichage dynamique, simplement.', en: '' },
      },
    };
    let calls = 0;
    provider.reply(() => {
      calls += 1;
      const answer = calls === 1 ? 'Dynamic display, simply.' : 'Digital signage, simply.';
      return { text: JSON.stringify({ values: { question: 'What is Vitrine Cloud?', answer } }) };
    });
    const response = await suggest(faq, team.headers.editor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      values: {
        question: { en: 'What is Vitrine Cloud?' },
        answer: { en: 'Digital signage, simply.' },
      },
    });
    expect(provider.requests).toHaveLength(2);
    const first = JSON.stringify(provider.requests[0]);
    expect(first).toContain('\\"Vitrine Cloud\\": keep exactly as written');
    expect(first).toContain('\\"affichage dynamique\\": write \\"digital signage\\"');
    // Terms the texts do not use, and the team's notes, are not sent.
    expect(first).not.toContain('kiosk');
    expect(first).not.toContain('NOTE-NEVER-SENT');
    expect(JSON.stringify(provider.requests[1])).toContain('« digital signage »');

    provider.requests.length = 0;
    provider.reply(() => ({
      text: JSON.stringify({ values: { question: 'What is it?', answer: 'Screens, simply.' } }),
    }));
    const refused = await suggest(faq, team.headers.editor);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'AI_OUTPUT_REJECTED' });
    expect(provider.requests).toHaveLength(2);
  });

  it('answers {values: {}} without calling the provider when nothing is empty', async () => {
    const full = {
      ...contentFill,
      entity: 'FaqItem',
      values: { question: { fr: 'Combien ?', en: 'How much?' }, answer: { fr: '', en: '' } },
    };
    const response = await suggest(full, team.headers.editor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ values: {} });
    expect(provider.requests).toHaveLength(0);
    const unknown = await suggest({ ...contentFill, entity: 'ContactMessage' });
    expect(unknown.statusCode, unknown.body).toBe(422);
  });

  it('refuses a request past its bounds with 400 before calling the provider', async () => {
    const longContext = await suggest({ ...imageAlt, context: 'c'.repeat(2001) });
    expect(longContext.statusCode, longContext.body).toBe(400);
    expect(longContext.json()).toMatchObject({ errors: [{ field: 'context', rule: 'maxLength' }] });
    const longContent = await suggest({ ...postSeo, content: 'x '.repeat(50_001) });
    expect(longContent.statusCode, longContent.body).toBe(400);
    const longSource = await suggest(
      { ...contentFill, values: { name: { fr: 'n'.repeat(41) } } },
      team.headers.editor,
    );
    expect(longSource.statusCode, longSource.body).toBe(400);
    const unknownKind = await suggest({ kind: 'poem', language: 'fr' });
    expect(unknownKind.statusCode, unknownKind.body).toBe(400);
    expect(provider.requests).toHaveLength(0);
  });

  it('lets each kind be asked only by the roles holding its capability', async () => {
    provider.reply((body: Body) => {
      const system = JSON.stringify(body.messages);
      if (system.includes('search engine')) return { text: seoAnswer() };
      if (system.includes('alternative texts')) return { text: altAnswer };
      if (system.includes('subject lines')) return { text: subjectsAnswer };
      return { text: JSON.stringify({ values: { name: 'Essential', features: ['a', 'b'] } }) };
    });
    const allowed: Record<string, string[]> = {
      'post-seo': ['owner', 'admin', 'editor', 'author', 'contributor'],
      'image-alt': ['owner', 'admin', 'editor', 'author', 'contributor'],
      'campaign-subjects': ['owner', 'admin', 'editor'],
      'content-fill': ['owner', 'admin', 'editor'],
    };
    const payloads = [postSeo, imageAlt, campaign, contentFill];
    for (const payload of payloads) {
      for (const role of [
        'visitor',
        'owner',
        'admin',
        'editor',
        'author',
        'contributor',
        'sales',
        'user',
      ]) {
        const before = provider.requests.length;
        const response = await suggest(payload, team.headers[role]);
        const expected =
          role === 'visitor' ? 401 : allowed[payload.kind]!.includes(role) ? 200 : 403;
        expect(response.statusCode, `${payload.kind} as ${role}: ${response.body}`).toBe(expected);
        if (expected !== 200) expect(provider.requests.length).toBe(before);
      }
    }
  });

  it('never sends lead data to the provider, whatever is asked', async () => {
    const { store } = t.app.services;
    const markers = [
      'LEAD-CONTACT-7F3A',
      'LEAD-DEMO-91QX',
      'LEAD-NEWS-44ZB',
      'LEAD-WAIT-0KCE',
      'LEAD-NOTE-6TRM',
    ];
    const contact = await store.create(ContactMessage, {
      name: `Chloé ${markers[0]}`,
      email: 'lead-contact-7f3a@example.fr',
      message: `Bonjour ${markers[0]}`,
      language: 'fr',
    });
    await store.create(DemoRequest, {
      name: 'Léa Martin',
      email: 'lead-demo-91qx@example.fr',
      company: markers[1],
      language: 'fr',
    });
    await store.create(NewsletterSubscriber, {
      email: 'lead-news-44zb@example.fr',
      consent: true,
      language: 'fr',
      consent_note: markers[2],
    });
    await store.create(WaitlistSubscriber, {
      firstName: 'Wanda',
      lastName: markers[3],
      email: 'lead-wait-0kce@example.fr',
      company: 'Attente SA',
      language: 'en',
    });
    const note = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/ContactMessage/${contact.id}`,
      headers: t.admin,
      payload: { notes: `Rappeler ${markers[4]}` },
    });
    expect(note.statusCode, note.body).toBe(200);

    provider.reply((body: Body) => {
      const system = JSON.stringify(body.messages);
      if (system.includes('search engine')) return { text: seoAnswer() };
      if (system.includes('alternative texts')) return { text: altAnswer };
      if (system.includes('subject lines')) return { text: subjectsAnswer };
      return { text: JSON.stringify({ values: { name: 'Essential', features: ['a', 'b'] } }) };
    });
    const uploaded = await uploadImage(t, await photo(400, 300));
    const ownUpload = (uploaded.json() as { file_url: string }).file_url;
    for (const payload of [
      postSeo,
      imageAlt,
      { ...imageAlt, image_url: ownUpload },
      campaign,
      contentFill,
    ]) {
      const response = await suggest(payload);
      expect(response.statusCode, `${payload.kind}: ${response.body}`).toBe(200);
    }
    expect(provider.requests).toHaveLength(5);
    const everything = sentBodies(provider).join('\n').toLowerCase();
    for (const marker of markers) expect(everything).not.toContain(marker.toLowerCase());
    expect(everything).not.toContain('@example.fr');
  });
});

describe('AI suggestions with a text-only model', () => {
  const [database] = testDatabases();
  const { t, provider } = useAiTestApp(database!, { AI_VISION: 'false' });

  it('describes even our own uploads from their name and context, without the image', async () => {
    const uploaded = await uploadImage(t, await photo(400, 300));
    const url = (uploaded.json() as { file_url: string }).file_url;
    provider.reply(() => ({ text: altAnswer }));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/ai/suggestions`,
      headers: t.admin,
      payload: { kind: 'image-alt', language: 'fr', image_url: url, context: 'La vitrine.' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(provider.requests).toHaveLength(1);
    expect(imageParts(provider.requests[0])).toEqual([]);
    expect(JSON.stringify(provider.requests[0])).toContain('La vitrine.');
    // Its random name says nothing: without the text around it there is nothing to go on.
    expect(JSON.stringify(provider.requests[0])).not.toContain(url.slice('/uploads/'.length));
    const blind = await t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/ai/suggestions`,
      headers: t.admin,
      payload: { kind: 'image-alt', language: 'fr', image_url: url },
    });
    expect(blind.statusCode, blind.body).toBe(422);
    expect(blind.json()).toMatchObject({ errors: [{ field: 'context' }] });
    expect(provider.requests).toHaveLength(1);
  });
});

describe('AI suggestions without a provider', () => {
  const [database] = testDatabases();
  const t = useTestApp(database!);

  it('answer 503 AI_NOT_CONFIGURED, after the role checks', async () => {
    const ask = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/apps/${t.config.appId}/ai/suggestions`,
        headers,
        payload: { kind: 'content-fill', entity: 'Plan', from: 'fr', values: {} },
      });
    expect((await ask({})).statusCode).toBe(401);
    const response = await ask(t.admin);
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toMatchObject({ code: 'AI_NOT_CONFIGURED' });
  });
});
