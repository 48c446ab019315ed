import { describe, expect, it } from 'vitest';
import { PlanComparisonRow } from '../entities/plan-comparison-row';
import { Plan } from '../entities/plan';
import { validateRecord } from './validate-record';

const row = {
  label: { fr: ' Écrans ', en: 'Screens' },
  starter: true,
  professional: { fr: '10', en: '10' },
  enterprise: false,
  order: 1,
  visible: true,
};

describe('validateRecord on texts in both languages', () => {
  it('trims each language and accepts either shape of a union', () => {
    const result = validateRecord(PlanComparisonRow.schema, row);
    expect(result).toEqual({ ok: true, value: { ...row, label: { fr: 'Écrans', en: 'Screens' } } });
  });

  it('names the language of each missing or long text, and refuses other keys', () => {
    const result = validateRecord(PlanComparisonRow.schema, {
      ...row,
      label: { fr: '', en: 'x'.repeat(81), de: 'Bildschirme' },
      professional: { fr: 'Dix', en: '' },
      enterprise: 'included',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map(({ field, rule }) => [field, rule])).toEqual([
      ['label.de', 'unknown'],
      ['label.fr', 'required'],
      ['label.en', 'maxLength'],
      ['professional.en', 'required'],
      ['enterprise', 'type'],
    ]);
  });

  it('checks each item of a list in one language', () => {
    const result = validateRecord(
      Plan.schema,
      { features: { fr: ['Un écran', ' '], en: ['One screen'] } },
      { partial: true },
    );
    expect(result.ok ? [] : result.issues.map(({ field, rule }) => [field, rule])).toEqual([
      ['features.fr', 'required'],
    ]);
  });
});
