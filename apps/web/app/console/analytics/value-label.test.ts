import { describe, expect, it } from 'vitest';
import { consoleAnalyticsCopy as en } from './content/en/console-analytics';
import { consoleAnalyticsCopy as fr } from './content/fr/console-analytics';
import { valueLabel } from './value-label';

describe('valueLabel', () => {
  it('names the values past the day’s limit in both languages, and goals by their names', () => {
    expect(valueLabel(fr, 'page', '(other)')).toBe('Autres valeurs (au-delà de la limite du jour)');
    expect(valueLabel(en, 'source', '(other)')).toBe('Other values (past the day’s limit)');
    expect(valueLabel(fr, 'goal', 'Demo')).toBe('Démo');
    expect(valueLabel(en, 'page', '/tarifs')).toBe('/tarifs');
  });
});
