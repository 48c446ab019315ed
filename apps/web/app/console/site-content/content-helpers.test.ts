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

  it('wants a plan price as a number of cents at most', () => {
    const plan = {
      ...emptyDraft('plans', 0),
      name: { fr: 'Essentiel', en: 'Starter' },
      description: { fr: 'd', en: 'd' },
      button_text: { fr: 'b', en: 'b' },
    };
    expect(validateDraft('plans', { ...plan, price: 29.99 }, en.errors)).toEqual({});
    expect(validateDraft('plans', { ...plan, price: 29.999 }, en.errors)).toEqual({
      price: en.errors.cents,
    });
    expect(validateDraft('plans', { ...plan, price: '' }, en.errors)).toEqual({
      price: en.errors.required,
    });
    expect(validateDraft('plans', { ...plan, price: -1 }, fr.errors)).toEqual({
      price: 'Au moins 0.',
    });
  });

  it('names records and changed fields for lists and the history', () => {
    const figure = {
      ...emptyDraft('figures', 0),
      value: { fr: '99,9\u00a0%', en: '99.9%' },
      label: { fr: 'de disponibilité', en: 'uptime' },
    };
    expect(recordName('figures', figure, 'en')).toBe('99.9% uptime');
    expect(changedFieldLabels('plans', ['name.fr', 'price', 'visible'], en)).toEqual([
      'Name (FR)',
      'Monthly price',
      'Visible',
    ]);
    expect(changedFieldLabels('comparison', ['professional.en'], fr)).toEqual([
      'Professionnel (EN)',
    ]);
  });

  it('previews a plan in one language, whatever is still empty', () => {
    const draft = { price: '', features: { fr: ['Un écran'], en: [] }, name: undefined };
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
