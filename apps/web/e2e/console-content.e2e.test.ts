import type { Locale } from '@vitrine/contract/locales';
import { describe, expect, it } from 'vitest';
import { consoleContentCopy as contentEn } from '../app/console/site-content/content/en/console-content';
import { consoleContentCopy as contentFr } from '../app/console/site-content/content/fr/console-content';
import { fillCopy } from '../app/console/shared/console-locale';
import { openConsolePage } from './support/console-browser';
import { axeFindings, overflow } from './support/page-checks';
import { E2E_ADMIN, type SiteServer } from './support/site-server';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

const COPY = { fr: contentFr, en: contentEn };
const fr = contentFr;
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const SHOTS = process.env.CONTENT_SHOTS_DIR;

type Texts = { fr: string; en: string };
interface Stored {
  id: string;
  order: number;
  visible: boolean;
  [field: string]: unknown;
}

/** The public page's HTML as a visitor gets it, its spaces made plain. */
async function publicHtml(server: SiteServer, path: string) {
  const response = await fetch(`${server.url}${path}`);
  return plain(await response.text());
}

describe('console: site content', () => {
  const { server, browser } = useSiteInBrowser({ LOGIN_RATE_LIMIT_MAX: '1000' });
  const admin = useAdminApi(server);
  const marker = Date.now().toString(36);
  const inOrder = async (entity: string) =>
    (await admin.find<Stored>(entity, {})).sort((a, b) => a.order - b.order);

  it('changes a plan’s euro and dollar prices and a testimonial with a live preview, hides and reorders questions, and the site follows', async () => {
    const plan = (await inOrder('Plan')).find((item) => item.key === 'starter')!;
    const planName = (plan.name as Texts).fr;
    const { page, context } = await openConsolePage(browser, server.url, {
      locale: 'fr',
      path: '/admin/content/plans',
    });
    try {
      await page.getByRole('heading', { level: 1, name: fr.title }).waitFor();
      await page
        .getByRole('link', { name: fillCopy(fr.list.editLabel, { name: planName }) })
        .click();
      const euros = page.getByRole('spinbutton', { name: fr.fields.prices.eur });
      const dollars = page.getByRole('spinbutton', { name: fr.fields.prices.usd });
      await euros.fill('42.5');
      // More than cents is refused by the field, and nothing is saved.
      await dollars.fill('45.555');
      await page.getByRole('button', { name: fr.editor.save }).click();
      await expect
        .poll(() => dollars.evaluate((input) => input === document.activeElement))
        .toBe(true);
      expect(await dollars.getAttribute('aria-invalid')).toBe('true');
      const described = (await dollars.getAttribute('aria-describedby')) ?? '';
      const messages = await Promise.all(
        described.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()),
      );
      expect(messages).toContain(fr.errors.cents);
      expect((await admin.find<Stored>('Plan', { id: plan.id }))[0]!.prices).toEqual(plan.prices);
      await dollars.fill('45');
      const preview = page.getByTestId('content-preview');
      await expect.poll(async () => plain(await preview.textContent())).toContain('42,50 €');
      await page.getByRole('button', { name: /^EN/ }).click();
      await expect.poll(async () => plain(await preview.textContent())).toContain('$45');
      expect(plain(await preview.textContent())).not.toContain('42.50');
      await page.getByRole('button', { name: fr.editor.save }).click();
      await page.getByText(fr.editor.saved).waitFor();
      const history = page.getByRole('region', { name: fr.history.title });
      await history
        .getByText(fillCopy(fr.history.updated, { who: E2E_ADMIN.email }))
        .first()
        .waitFor();
      expect(plain(await history.textContent())).toContain(
        plain(
          fillCopy(fr.history.changed, {
            fields: `${fr.fields.price} (EUR), ${fr.fields.price} (USD)`,
          }),
        ),
      );
      expect((await admin.find<Stored>('Plan', { id: plan.id }))[0]!.prices).toEqual({
        eur: 42.5,
        usd: 45,
      });

      // A testimonial's French text.
      const testimonial = (await inOrder('Testimonial'))[0]!;
      const quote = `Nos vitrines n’ont jamais été aussi vivantes ${marker}.`;
      await page.goto(`${server.url}/admin/content/testimonials`);
      await page
        .getByRole('link', {
          name: fillCopy(fr.list.editLabel, { name: String(testimonial.name) }),
        })
        .click();
      const content = page.getByRole('textbox', {
        name: `${fr.editor.french} — ${fr.fields.content}`,
      });
      await content.fill(quote);
      await expect.poll(async () => plain(await preview.textContent())).toContain(plain(quote));
      await page.getByRole('button', { name: fr.editor.save }).click();
      await page.getByText(fr.editor.saved).waitFor();

      // Hide the first question, and move the second one up.
      const [first, second] = await inOrder('FaqItem');
      const question = (item: Stored) => (item.question as Texts).fr;
      await page.goto(`${server.url}/admin/content/faq`);
      await page
        .getByRole('switch', {
          name: plain(fillCopy(fr.list.visibleSwitch, { name: question(first!) })),
        })
        .uncheck();
      await page.getByText(fillCopy(fr.list.hiddenDone, { name: question(first!) })).waitFor();
      const up = page.getByRole('button', {
        name: fillCopy(fr.list.moveUp, { name: question(second!) }),
      });
      await up.focus();
      await page.keyboard.press('Enter');
      await page
        .getByText(fillCopy(fr.list.moved, { name: question(second!), position: 1 }))
        .waitFor();
      // The focus stays with the moved question (now first: its "down" button).
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      expect(focused).toBe(fillCopy(fr.list.moveDown, { name: question(second!) }));
      const reordered = await inOrder('FaqItem');
      expect(reordered.slice(0, 2).map((item) => item.id)).toEqual([second!.id, first!.id]);
      expect(reordered.find((item) => item.id === first!.id)!.visible).toBe(false);

      // The public pages follow within seconds.
      const hiddenQuestion = plain(question(first!));
      const pricingFollows = async () => {
        const html = await publicHtml(server, '/tarifs');
        const [shown, moved] = [question(second!), hiddenQuestion].map((text) =>
          html.indexOf(plain(text)),
        );
        return html.includes('42,50 €') && moved === -1 && shown !== undefined && shown > -1;
      };
      await expect.poll(pricingFollows, { timeout: 20_000, interval: 1_000 }).toBe(true);
      const english = await publicHtml(server, '/en/pricing');
      expect(english.includes('>$45<') && !english.includes('42.5')).toBe(true);
      await expect
        .poll(async () => (await publicHtml(server, '/')).includes(plain(quote)), {
          timeout: 20_000,
          interval: 1_000,
        })
        .toBe(true);
    } finally {
      await context.close();
    }
  });

  it('sets a plan’s prices from the English console; each pricing page shows its own currency, in its data too', async () => {
    const plan = (await inOrder('Plan')).find((item) => item.key === 'professional')!;
    const { page, context } = await openConsolePage(browser, server.url, {
      locale: 'en',
      path: `/admin/content/plans/${plan.id}`,
    });
    try {
      const euros = page.getByRole('spinbutton', { name: contentEn.fields.prices.eur });
      const dollars = page.getByRole('spinbutton', { name: contentEn.fields.prices.usd });
      await dollars.fill('');
      await page.getByRole('button', { name: contentEn.editor.save }).click();
      expect(await dollars.getAttribute('aria-invalid')).toBe('true');
      await page.getByText(contentEn.errors.required).first().waitFor();
      await euros.fill('54.99');
      await dollars.fill('59');
      await page.getByRole('button', { name: contentEn.editor.save }).click();
      await page.getByText(contentEn.editor.saved).waitFor();

      const name = plan.name as Texts;
      const expected = {
        fr: { text: '54,99 €', price: 54.99, currency: 'EUR' },
        en: { text: '$59', price: 59, currency: 'USD' },
      };
      // A visitor's own context: the console's `lang=en` cookie would send /tarifs to /en/pricing.
      const visitor = await browser.newContext();
      for (const locale of ['fr', 'en'] as const) {
        const site = await visitor.newPage();
        const path = locale === 'fr' ? '/tarifs' : '/en/pricing';
        const card = site
          .getByRole('article')
          .filter({ has: site.getByRole('heading', { level: 2, name: name[locale] }) });
        await expect
          .poll(
            async () => {
              await site.goto(`${server.url}${path}`);
              return plain(await card.textContent());
            },
            { timeout: 20_000, interval: 1_000 },
          )
          .toContain(expected[locale].text);
        const data = (
          await site.locator('script[type="application/ld+json"]').allTextContents()
        ).map(
          (text) => JSON.parse(text) as { '@type': string; offers?: Record<string, unknown>[] },
        );
        const offer = data
          .find((item) => item['@type'] === 'Product')
          ?.offers?.find((item) => item.name === name[locale]);
        expect(offer).toMatchObject({
          price: expected[locale].price,
          priceCurrency: expected[locale].currency,
        });
        await site.close();
      }
      await visitor.close();
    } finally {
      await context.close();
    }
  });

  it('refuses an empty text with a message in the console language and focuses it', async () => {
    const value = (await inOrder('CompanyValue'))[0]!;
    const { page, context } = await openConsolePage(browser, server.url, {
      locale: 'en',
      path: `/admin/content/values/${value.id}`,
    });
    try {
      const title = page.getByRole('textbox', {
        name: `${contentEn.editor.english} — ${contentEn.fields.title}`,
      });
      await title.fill('');
      await page.getByRole('button', { name: contentEn.editor.save }).click();
      await expect
        .poll(() => title.evaluate((input) => input === document.activeElement))
        .toBe(true);
      expect(await title.getAttribute('aria-invalid')).toBe('true');
      await page.getByText(contentEn.errors.required).first().waitFor();
      const stored = (await admin.find<Stored>('CompanyValue', { id: value.id }))[0]!;
      expect((stored.title as Texts).en).toBe((value.title as Texts).en);
    } finally {
      await context.close();
    }
  });

  const layouts = (['fr', 'en'] as Locale[]).flatMap((locale) =>
    [375, 1440].map((width) => [locale, width] as const),
  );
  it.each(layouts)(
    'has no axe finding and fits the screen in %s at %i px',
    async (locale, width) => {
      const copy = COPY[locale];
      const member = (await inOrder('TeamMember'))[0]!;
      const plan = (await inOrder('Plan'))[0]!;
      const value = (await inOrder('CompanyValue'))[0]!;
      const paths = [
        '/admin/content/plans',
        `/admin/content/plans/${plan.id}`,
        `/admin/content/team/${member.id}`,
        `/admin/content/values/${value.id}`,
        '/admin/content/comparison/new',
        '/admin/content/figures',
      ];
      const { page, context } = await openConsolePage(browser, server.url, {
        locale,
        path: paths[0]!,
        width,
      });
      try {
        for (const path of paths) {
          if (page.url() !== `${server.url}${path}`) await page.goto(`${server.url}${path}`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await page
            .getByRole('button', { name: copy.editor.save })
            .or(page.getByRole('navigation', { name: copy.kindsLabel }))
            .first()
            .waitFor();
          if (SHOTS) {
            const parts = path.split('/');
            const name = `${parts[3]}${parts.length > 4 ? '-editor' : ''}`;
            await page.screenshot({
              path: `${SHOTS}/${name}-${locale}-${width}.png`,
              fullPage: true,
            });
          }
          expect(await axeFindings(page), `${path} at ${width}px`).toEqual([]);
          expect(await overflow(page), `${path} at ${width}px`).toBeLessThanOrEqual(0);
        }
      } finally {
        await context.close();
      }
    },
    90_000,
  );
});
