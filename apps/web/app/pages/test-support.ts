/**
 * Helpers for the page tests: render a page to static HTML inside a memory router (as the server
 * does), then read that HTML. Test-only; nothing in the app imports this file.
 */
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Locale } from '@vitrine/contract/locales';
import { readSeedContent } from '@vitrine/contract/site-content/site-content';
import { MemoryRouter } from 'react-router';
import { aboutContent, homeContent, pricingContent } from '../shared/site-content/record-views';
import { aboutCopy } from '../i18n/about-copy';
import { homeCopy } from '../i18n/home-copy';
import { pricingCopy } from '../i18n/pricing-copy';

export function renderAt(path: string, page: ReactElement) {
  return renderToString(createElement(MemoryRouter, { initialEntries: [path] }, page));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };

/** The visible text of some HTML: tags removed, entities decoded, whitespace collapsed. */
export function textOf(html: string) {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t\n]+/g, ' ')
    .trim();
}

/** Heading levels in document order, e.g. [1, 2, 3, 3, 2]. */
export function headingLevels(html: string) {
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
}

/** Every element with the given attribute, as the HTML of its opening tag. */
export function openingTags(html: string, tag: string) {
  return [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>`, 'g'))].map((match) => match[0]);
}

/** The value of an attribute in an opening tag. */
export function attribute(tag: string, name: string) {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** Every link's `href` in the HTML (not the icons' `<use href>`). */
export function hrefs(html: string) {
  return [...html.matchAll(/<a\s(?:[^>]*?\s)?href="([^"]*)"/g)].map((match) => match[1] ?? '');
}

/** Asserts the structure every page body shares; returns the problems found (empty when fine). */
export function structureProblems(html: string) {
  const problems: string[] = [];
  const levels = headingLevels(html);
  if (levels.filter((level) => level === 1).length !== 1) problems.push('not exactly one <h1>');
  if (levels[0] !== 1) problems.push('the first heading is not the <h1>');
  levels.forEach((level, index) => {
    const previous = levels[index - 1];
    if (previous !== undefined && level > previous + 1) {
      problems.push(`heading level jumps from h${previous} to h${level}`);
    }
  });
  for (const section of openingTags(html, 'section')) {
    const labelledBy = attribute(section, 'aria-labelledby');
    if (!labelledBy) problems.push(`section without aria-labelledby: ${section}`);
    else if (!new RegExp(`<h[1-6][^>]*\\sid="${labelledBy}"`).test(html)) {
      problems.push(`section labelled by a missing heading: ${labelledBy}`);
    }
  }
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
  const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (duplicates.length > 0) problems.push(`duplicate ids: ${duplicates.join(', ')}`);
  if (hrefs(html).some((href) => href === '#' || href === '')) problems.push('a placeholder href');
  return problems;
}

/** A content page's props as its route loader builds them at build time (from the seed). */
export async function seededPageProps(locale: Locale) {
  const [home, pricing, about] = await Promise.all([
    homeContent(readSeedContent, locale),
    pricingContent(readSeedContent, locale),
    aboutContent(readSeedContent, locale),
  ]);
  return {
    home: { locale, copy: homeCopy(locale), content: home },
    pricing: { locale, copy: pricingCopy(locale), content: pricing },
    about: { locale, copy: aboutCopy(locale), content: about },
  };
}
