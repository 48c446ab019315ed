import type { Locale } from '@vitrine/contract/locales';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startOpenAiServer,
  type ChatRequestBody,
  type OpenAiServer,
} from '../../server/test/openai-compatible-server';
import { consoleAiCopy as aiEn } from '../app/console/ai/content/en/console-ai';
import { consoleAiCopy as aiFr } from '../app/console/ai/content/fr/console-ai';
import { consoleBlogCopy as blogEn } from '../app/console/blog/content/en/console-blog';
import { consoleBlogCopy as blogFr } from '../app/console/blog/content/fr/console-blog';
import { consoleCopy as consoleEn } from '../app/console/shared/content/en/console';
import { consoleCopy as consoleFr } from '../app/console/shared/content/fr/console';
import { fillCopy } from '../app/console/shared/console-locale';
import { countedCopy } from '../app/console/shared/counted-copy';
import { draftPost, signInToConsole } from './support/console-browser';
import { axeFindings, overflow } from './support/page-checks';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

const COPY = {
  fr: { ai: aiFr, blog: blogFr, console: consoleFr },
  en: { ai: aiEn, blog: blogEn, console: consoleEn },
};
const EDIT_URL = /\/admin\/blog\/([\w-]+)$/;
/** Where the screenshots of the AI screens go (looked at by people); none when unset. */
const SHOTS = process.env.AI_SHOTS_DIR;

/** The same post in both languages: what the fake provider answers for one or the other. */
const POSTS = {
  fr: {
    title: 'Pourquoi l’affichage dynamique',
    excerpt: 'Un écran qui parle à vos clients.',
    content:
      '## Un écran vivant\n\nVitrine met à jour vos écrans [en direct](https://example.com/live).\n\n```js\nshow("menu");\n```\n\n- Un menu\n- Une promotion\n',
  },
  en: {
    title: 'Why digital signage',
    excerpt: 'A screen that talks to your customers.',
    content:
      '## A living screen\n\nVitrine updates your screens [live](https://example.com/live).\n\n```js\nshow("menu");\n```\n\n- A menu\n- A promotion\n',
  },
};
const other = (language: Locale): Locale => (language === 'fr' ? 'en' : 'fr');

/** The text the model is given: its last user message. */
const userText = (body: ChatRequestBody) => {
  const content = body.messages.filter((message) => message.role === 'user').at(-1)?.content;
  return typeof content === 'string' ? content : JSON.stringify(content);
};
const systemText = (body: ChatRequestBody) => String(body.messages[0]?.content ?? '');

/** Splits a text into slices of `size` characters: the stream the console watches grow. */
const slices = (text: string, size = 12) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, index) =>
    text.slice(index * size, (index + 1) * size),
  );

/**
 * A model that « translates » between the two versions of `POSTS`: the fields call (a JSON
 * object) and the content call (Markdown, streamed in slices, `chunkDelayMs` apart), and answers
 * the suggestion prompts with three proposals.
 */
function fakeModel(chunkDelayMs = 0) {
  return (body: ChatRequestBody) => {
    const text = userText(body);
    const system = systemText(body);
    const from: Locale =
      text.includes('Vitrine met à jour') || text.includes('Pourquoi') ? 'fr' : 'en';
    const target = POSTS[other(from)];
    if (/JSON object of a post/i.test(system)) {
      const fields = JSON.parse(text) as Record<string, string>;
      const answer = Object.fromEntries(
        Object.keys(fields).map((key) => [
          key,
          key === 'title' || key === 'seo_title' ? target.title : target.excerpt,
        ]),
      );
      return { text: JSON.stringify(answer) };
    }
    if (/seo_title/.test(system))
      return {
        text: JSON.stringify({
          suggestions: [1, 2, 3].map((n) => ({
            seo_title: `Suggested title ${n}`,
            seo_description: `A suggested description number ${n} for search engines.`,
          })),
        }),
      };
    if (/subject lines/.test(system))
      return {
        text: JSON.stringify({
          suggestions: [1, 2, 3].map((n) => ({ subject: `Suggested subject ${n}` })),
        }),
      };
    if (/Translate the fields of/.test(system)) {
      const { fields } = JSON.parse(text) as { fields: Record<string, string | string[]> };
      const into = /into English/.test(system) ? 'en' : 'fr';
      const mark = (value: string) => `[${into}] ${value}`;
      const values = Object.fromEntries(
        Object.entries(fields).map(([field, value]) => [
          field,
          Array.isArray(value) ? value.map(mark) : mark(value),
        ]),
      );
      return { text: JSON.stringify({ values }) };
    }
    if (/Markdown/.test(system) && /translat/i.test(system))
      return { chunks: slices(target.content), chunkDelayMs };
    return { text: JSON.stringify({ suggestions: [] }) };
  };
}

describe('console: AI translation, suggestions and glossary', () => {
  const env: Record<string, string> = { RATE_LIMIT_MAX: '10000' };
  let ai: OpenAiServer | undefined;
  beforeAll(async () => {
    ai = await startOpenAiServer();
    Object.assign(env, { AI_BASE_URL: ai.url, AI_API_KEY: 'sk-test', AI_MODEL: 'fake-model' });
  });
  afterAll(async () => {
    await ai?.close();
  });
  const { server, browser } = useSiteInBrowser(env);
  const admin = useAdminApi(server);
  const provider = () => {
    if (!ai) throw new Error('the fake provider is not started');
    return ai;
  };

  const shoot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  /** The translations linked to `id` in `language`. */
  const linked = (id: string, language: Locale) =>
    admin.find<{ id: string; machine_translation?: unknown }>('BlogPost', {
      language,
      translation_id: id,
    });

  it.each(['fr', 'en'] as const)(
    'translates a %s post into the other language: streamed, cancelled once, then reviewed',
    async (language) => {
      // The console speaks the post's language: « Traduire en anglais », "Translate into French".
      const copy = COPY[language];
      const target = other(language);
      const source = await draftPost(admin, {
        ...POSTS[language],
        language,
        slug: `ai-${language}-${Date.now().toString(36)}`,
      });
      const { context, page } = await signInToConsole(browser, server, `/admin/blog/${source.id}`, {
        lang: language,
      });
      const translate = page.getByRole('button', { name: copy.ai.translate.button[target] });

      // The first slice comes at once and the next only 30 s later: the cancel below always comes
      // while the answer is still arriving, however slow the machine (axe and the screenshot
      // take seconds on a loaded one); nothing is saved.
      provider().reply(fakeModel(30_000));
      await translate.click();
      const dialog = page.getByRole('dialog', { name: copy.ai.translate.dialogTitle[target] });
      await dialog.getByText(copy.ai.leadNotice).waitFor();
      const stream = dialog.getByRole('region', { name: copy.ai.translate.received });
      await expect.poll(() => stream.textContent(), { timeout: 15_000 }).toMatch(/##/);
      expect(await stream.getAttribute('aria-live')).toBe('polite');
      expect(await stream.getAttribute('aria-busy')).toBe('true');
      const cancel = dialog.getByRole('button', { name: copy.ai.translate.cancel });
      expect(await cancel.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await axeFindings(page)).toEqual([]);
      await shoot(page, `translate-stream-${language}-1440`);
      await cancel.click();
      await dialog.getByRole('status').filter({ hasText: copy.ai.translate.canceled }).waitFor();
      await expect.poll(() => provider().closedEarly, { timeout: 10_000 }).toBeGreaterThan(0);
      // Nothing came of it, even once the provider would have finished.
      await page.waitForTimeout(1500);
      expect(await linked(source.id, target)).toEqual([]);

      // Again, at full speed: the new draft opens in the editor, marked for review.
      provider().reply(fakeModel());
      await dialog.getByRole('button', { name: copy.ai.translate.retry }).click();
      await page.waitForURL(
        (url) => EDIT_URL.test(url.pathname) && !url.pathname.endsWith(source.id),
        {
          timeout: 30_000,
        },
      );
      const draftId = EDIT_URL.exec(new URL(page.url()).pathname)![1]!;
      const [stored] = await linked(source.id, target);
      expect(stored?.id).toBe(draftId);
      expect(stored?.machine_translation).toMatchObject({
        source_id: source.id,
        model: 'fake-model',
      });
      const banner = page.getByRole('region', { name: copy.ai.review.banner });
      await banner.waitFor();
      await banner.getByRole('button', { name: copy.ai.review.compare }).click();
      const sourceSide = banner.getByRole('group', {
        name: fillCopy(copy.ai.review.source, { language: copy.ai.review.languages[language] }),
      });
      const draftSide = banner.getByRole('group', {
        name: fillCopy(copy.ai.review.draft, { language: copy.ai.review.languages[target] }),
      });
      const sourceTitle = sourceSide.getByRole('textbox', { name: copy.ai.review.fields.title });
      await expect.poll(() => sourceTitle.inputValue()).toBe(POSTS[language].title);
      expect(await sourceTitle.getAttribute('readonly')).not.toBeNull();
      const draftContent = draftSide.getByRole('textbox', { name: copy.ai.review.fields.content });
      expect((await draftContent.inputValue()).trim()).toBe(POSTS[target].content.trim());
      // Side by side on a wide screen, one above the other on a phone.
      const [left, right] = [await sourceSide.boundingBox(), await draftSide.boundingBox()];
      expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
      expect(await axeFindings(page)).toEqual([]);
      await shoot(page, `review-${language}-1440`);
      await page.setViewportSize({ width: 375, height: 800 });
      // Both boxes in one frame, once the narrower layout has applied: two separate reads could
      // each see another scroll position.
      const draftHandle = await draftSide.elementHandle();
      const stacked = () =>
        sourceSide.evaluate((source, draft) => {
          const [top, below] = [source, draft as Element].map((e) => e.getBoundingClientRect());
          return below!.top >= top!.bottom - 1;
        }, draftHandle);
      await expect.poll(stacked).toBe(true);
      expect(await overflow(page)).toBe(0);
      expect(await axeFindings(page)).toEqual([]);
      await shoot(page, `review-${language}-375`);

      await banner.getByRole('button', { name: copy.ai.review.markReviewed }).click();
      await page.getByRole('status').filter({ hasText: copy.ai.review.reviewed }).waitFor();
      expect((await linked(source.id, target))[0]?.machine_translation ?? null).toBeNull();

      // The source again: its draft exists, so the console offers to replace it or open it.
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${server.url}/admin/blog/${source.id}`);
      await translate.click();
      await dialog
        .getByRole('alert')
        .filter({ hasText: copy.ai.errors.translationExists })
        .waitFor();
      await dialog.getByRole('link', { name: copy.ai.translate.openDraft }).waitFor();
      await dialog.getByRole('button', { name: copy.ai.translate.replace }).click();
      await page.waitForURL(`${server.url}/admin/blog/${draftId}`, { timeout: 30_000 });
      await page.getByRole('region', { name: copy.ai.review.banner }).waitFor();
      await context.close();
    },
  );

  it('offers three SEO suggestions and puts the chosen one in the fields, unsaved', async () => {
    const copy = COPY.en;
    provider().reply(fakeModel());
    const slug = `ai-seo-${Date.now().toString(36)}`;
    const post = await draftPost(admin, { ...POSTS.en, language: 'en', slug });
    const { context, page } = await signInToConsole(browser, server, `/admin/blog/${post.id}`, {
      lang: 'en',
    });
    await page.getByRole('button', { name: copy.ai.suggest.seo }).click();
    const choices = page.getByRole('group', { name: copy.ai.suggest.heading });
    await choices
      .getByRole('button', { name: fillCopy(copy.ai.suggest.useLabel, { n: 2 }) })
      .click();
    const seoTitle = page.getByRole('textbox', { name: copy.blog.publishing.seoTitle });
    expect(await seoTitle.inputValue()).toBe('Suggested title 2');
    expect(await seoTitle.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(
      await page.getByRole('textbox', { name: copy.blog.publishing.seoDescription }).inputValue(),
    ).toBe('A suggested description number 2 for search engines.');
    // A proposal, not a save: the stored post is as it was.
    const [stored] = await admin.find<{ seo_title?: string }>('BlogPost', { slug });
    expect(stored?.seo_title ?? '').toBe('');
    expect(await axeFindings(page)).toEqual([]);

    // The provider refuses: a sentence naming its reason, and the fields keep what they hold.
    provider().reply(() => ({ status: 400, error: 'The model fake-model does not exist' }));
    await page.getByRole('button', { name: copy.ai.suggest.seo }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The AI provider refused the request:' })
      .filter({ hasText: 'does not exist' })
      .waitFor();
    expect(await seoTitle.inputValue()).toBe('Suggested title 2');
    await context.close();
  });

  it('offers three subject lines in the campaign editor; the one chosen goes in the field', async () => {
    const copy = COPY.fr.ai.suggest;
    provider().reply(fakeModel());
    const { context, page } = await signInToConsole(browser, server, '/admin/campaigns/new', {
      lang: 'fr',
    });
    const subjects = page.getByRole('button', { name: copy.subjects });
    await subjects.waitFor();
    expect(await subjects.isDisabled()).toBe(true);
    await page
      .locator('#campaign-content')
      .fill('## Nouveautés\n\nLes écrans se mettent à jour seuls.');
    await subjects.click();
    const choices = page.getByRole('group', { name: copy.heading });
    await choices.getByRole('button', { name: fillCopy(copy.useLabel, { n: 3 }) }).click();
    expect(await page.locator('#campaign-subject').inputValue()).toBe('Suggested subject 3');
    await page.getByRole('status').filter({ hasText: copy.accepted }).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await shoot(page, 'campaign-subjects-fr-1440');
    await context.close();
  });

  it('fills the empty English side of a FAQ question from the French, in the form only', async () => {
    const copy = COPY.en.ai.suggest;
    provider().reply(fakeModel());
    const question = `Combien d’écrans ${Date.now().toString(36)}`;
    const { context, page } = await signInToConsole(browser, server, '/admin/content/faq/new', {
      lang: 'en',
    });
    await page.locator('#content-question-fr').fill(question);
    await page.locator('#content-answer-fr').fill('Autant que vous voulez.');
    await page.locator('#content-answer-en').fill('Written by hand.');
    await page.getByRole('button', { name: copy.fill.fr }).click();
    await page
      .getByRole('status')
      .filter({ hasText: countedCopy(copy.filled, 1, 'en') })
      .waitFor();
    // The text typed by a person stays; only the empty side was filled.
    expect(await page.locator('#content-question-en').inputValue()).toBe(`[en] ${question}`);
    expect(await page.locator('#content-answer-en').inputValue()).toBe('Written by hand.');
    expect(await admin.find('FaqItem', { 'question.fr': question })).toEqual([]);
    expect(await axeFindings(page)).toEqual([]);
    await shoot(page, 'content-fill-en-1440');
    await context.close();
  });

  it.each(['fr', 'en'] as const)(
    'in %s: adds, edits and deletes a glossary term, with the month’s use',
    async (language) => {
      const copy = COPY[language].ai.glossary;
      const term = `Vitrine Cloud ${language}-${Date.now().toString(36)}`;
      for (const width of [1440, 375]) {
        const { context, page } = await signInToConsole(browser, server, '/admin', {
          lang: language,
          width,
        });
        if (width === 1440) {
          await page
            .getByRole('navigation', { name: COPY[language].console.nav.label })
            .getByRole('link', { name: COPY[language].console.nav.glossary })
            .click();
        } else {
          await page.goto(`${server.url}/admin/glossary`);
        }
        await page.getByRole('heading', { level: 1, name: copy.title }).waitFor();
        await page.getByText(fillCopy(copy.model, { model: 'fake-model' })).waitFor();
        await page.getByText(COPY[language].ai.leadNotice).waitFor();
        if (width === 1440) {
          const form = page.getByRole('form', { name: copy.addHeading });
          await form.getByRole('textbox', { name: copy.term }).fill(term);
          await form.getByRole('textbox', { name: copy.fr }).fill('Vitrine Nuage');
          await form.getByRole('button', { name: copy.add }).click();
          await page.getByRole('status').filter({ hasText: copy.added }).waitFor();
          await page.getByRole('button', { name: fillCopy(copy.editLabel, { term }) }).click();
          const edit = page.getByRole('form', { name: fillCopy(copy.editHeading, { term }) });
          await edit.getByRole('textbox', { name: copy.fr }).fill('');
          await edit.getByRole('textbox', { name: copy.note }).fill('Brand name');
          await edit.getByRole('button', { name: copy.save }).click();
          await page.getByRole('status').filter({ hasText: copy.saved }).waitFor();
          const [stored] = await admin.find<{ fr?: string; note?: string }>('GlossaryTerm', {
            term,
          });
          expect({ fr: stored?.fr ?? '', note: stored?.note }, JSON.stringify(stored)).toEqual({
            fr: '',
            note: 'Brand name',
          });
        }
        expect(await overflow(page)).toBe(0);
        expect(await axeFindings(page)).toEqual([]);
        await shoot(page, `glossary-${language}-${width}`);
        await context.close();
      }
      const { context, page } = await signInToConsole(browser, server, '/admin/glossary', {
        lang: language,
      });
      await page.getByRole('button', { name: fillCopy(copy.deleteLabel, { term }) }).click();
      await page.getByRole('dialog').getByRole('button', { name: copy.delete }).click();
      await page.getByRole('status').filter({ hasText: copy.deleted }).waitFor();
      expect(await admin.find('GlossaryTerm', { term })).toEqual([]);
      await context.close();
    },
  );
});

describe('console: without an AI provider', () => {
  const { server, browser } = useSiteInBrowser({ RATE_LIMIT_MAX: '10000' });
  const admin = useAdminApi(server);

  it.each(['fr', 'en'] as const)(
    'in %s: no AI button anywhere, and the glossary says why',
    async (language) => {
      const copy = COPY[language].ai;
      const post = await draftPost(admin, {
        ...POSTS[language],
        language,
        slug: `no-ai-${language}-${Date.now().toString(36)}`,
      });
      const { context, page } = await signInToConsole(browser, server, `/admin/blog/${post.id}`, {
        lang: language,
      });
      await page.getByRole('textbox', { name: COPY[language].blog.publishing.seoTitle }).waitFor();
      const buttons = await page.getByRole('button').allTextContents();
      for (const label of [copy.translate.button[other(language)], copy.suggest.seo])
        expect(buttons).not.toContain(label);
      await page.goto(`${server.url}/admin/glossary`);
      await page.getByText(copy.glossary.notConfigured).waitFor();
      expect(await axeFindings(page)).toEqual([]);
      await context.close();
    },
  );
});
