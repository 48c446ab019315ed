import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blog as blogEn } from '../../../content/en/blog';
import { blog as blogFr } from '../../../content/fr/blog';
import { formatScheduledDate, PreviewBanner } from './preview-banner';

const DATE = '2036-03-01T21:05:00.000Z';

describe('the preview banner', () => {
  it('formats the scheduled date in the page language, in UTC', () => {
    expect(formatScheduledDate(DATE, 'fr')).toBe('1 mars 2036 à 21:05');
    expect(formatScheduledDate(DATE, 'en')).toBe('March 1, 2036 at 9:05 PM');
    expect(formatScheduledDate('not a date', 'en')).toBe('');
  });

  it('is a status saying the page is not published, with its date when scheduled', () => {
    const fr = renderToStaticMarkup(
      createElement(PreviewBanner, { scheduledFor: DATE, locale: 'fr', copy: blogFr.preview }),
    );
    expect(fr).toContain('role="status"');
    expect(fr).toContain('Aperçu — non publié');
    expect(fr).toContain(
      `Publication prévue le <time dateTime="${DATE}">1 mars 2036 à 21:05</time> (UTC)`,
    );
    const en = renderToStaticMarkup(
      createElement(PreviewBanner, { locale: 'en', copy: blogEn.preview }),
    );
    expect(en).toContain('Preview — not published');
    expect(en).not.toContain('<time');
  });
});
