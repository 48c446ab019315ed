import { describe, expect, it } from 'vitest';
import { consoleContentCopy as en } from './content/en/console-content';
import { consoleContentCopy as fr } from './content/fr/console-content';
import { emptyDraft, recordName } from './content-kinds';
import { validateDraft } from './content-validation';
import { changedFieldLabels } from './field-labels';
import { planView } from '../../shared/site-content/record-views';
import { previewRecord } from './preview-record';

describe('content editor helpers', () => {
  it('checks a new record against its entity schema, in the console language', () => {
    const draft = { ...emptyDraft('faq', 3), question: { fr: 'Pourquoi\u00a0?', en: '' } };
    expect(validateDraft('faq', draft, fr.errors)).toEqual({
      'question.en': fr.errors.required,
      'answer.fr': fr.errors.required,
      'answer.en': fr.errors.required,
    });
    const long = {
      ...draft,
      question: { fr: 'x'.repeat(201), en: 'Why?' },
      answer: { fr: 'a', en: 'b' },
    };
    expect(validateDraft('faq', long, en.errors)).toEqual({
      'question.fr': 'At most 200 characters.',
    });
  });

  it('wants a plan price in each currency, as a number of cents at most', () => {
    const plan = {
      ...emptyDraft('plans', 0),
      name: { fr: 'Essentiel', en: 'Starter' },
      description: { fr: 'd', en: 'd' },
      button_text: { fr: 'b', en: 'b' },
    };
    const priced = (eur: unknown, usd: unknown) => ({ ...plan, prices: { eur, usd } });
    expect(validateDraft('plans', priced(29.99, 32), en.errors)).toEqual({});
    expect(validateDraft('plans', priced(29.999, 32.001), en.errors)).toEqual({
      'prices.eur': en.errors.cents,
      'prices.usd': en.errors.cents,
    });
    expect(validateDraft('plans', priced(29.99, ''), en.errors)).toEqual({
      'prices.usd': en.errors.required,
    });
    expect(validateDraft('plans', priced(-1, 3), fr.errors)).toEqual({
      'prices.eur': 'Au moins 0.',
    });
  });

  it('names records and changed fields for lists and the history', () => {
    const figure = {
      ...emptyDraft('figures', 0),
      value: { fr: '99,9\u00a0%', en: '99.9%' },
      label: { fr: 'de disponibilité', en: 'uptime' },
    };
    expect(recordName('figures', figure, 'en')).toBe('99.9% uptime');
    expect(changedFieldLabels('plans', ['name.fr', 'prices.usd', 'visible'], en)).toEqual([
      'Name (FR)',
      'Monthly price (USD)',
      'Visible',
    ]);
    // An entry written before migration 0018 names the one price of then.
    expect(changedFieldLabels('plans', ['price', 'prices.eur'], fr)).toEqual([
      'Prix mensuel',
      'Prix mensuel (EUR)',
    ]);
    expect(changedFieldLabels('comparison', ['professional.en'], fr)).toEqual([
      'Professionnel (EN)',
    ]);
  });

  it('previews a plan in one language, whatever is still empty', () => {
    const draft = {
      prices: { eur: '', usd: 12 },
      features: { fr: ['Un écran'], en: [] },
      name: undefined,
    };
    expect(planView(previewRecord('plans', draft), 'en')).toMatchObject({ price: 12 });
    expect(planView(previewRecord('plans', { prices: undefined }), 'en').price).toBe(0);
    expect(planView(previewRecord('plans', draft), 'fr')).toMatchObject({
      price: 0,
      features: ['Un écran'],
      name: '',
      popular: false,
    });
    const row = { label: { fr: 'Écrans', en: 'Screens' }, starter: { fr: '1', en: '1' } };
    expect(previewRecord('comparison', row)).toMatchObject({ ...row, professional: true });
  });
});
