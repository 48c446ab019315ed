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

  it('wants a plan price in both currencies, and points a write of the old one price at them', () => {
    const result = validateRecord(
      Plan.schema,
      { price: 19.99, prices: { eur: 19.99, gbp: 17 } },
      { partial: true },
    );
    expect(result.ok ? [] : result.issues).toEqual([
      {
        field: 'price',
        rule: 'unknown',
        message:
          'price is no longer a field of this entity: send prices (prices.eur and prices.usd) instead',
      },
      { field: 'prices.gbp', rule: 'unknown', message: 'prices.gbp is not a field' },
      { field: 'prices.usd', rule: 'required', message: 'prices.usd is required' },
    ]);
    const other = validateRecord(PlanComparisonRow.schema, { price: 1 }, { partial: true });
    expect(other.ok ? [] : other.issues[0]!.message).toBe('price is not a field of this entity');
    const priced = validateRecord(
      Plan.schema,
      { prices: { eur: 19.99, usd: 19 } },
      { partial: true },
    );
    expect(priced).toEqual({ ok: true, value: { prices: { eur: 19.99, usd: 19 } } });
  });
});
