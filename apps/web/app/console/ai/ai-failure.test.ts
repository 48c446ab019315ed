import { describe, expect, it } from 'vitest';
import { AI_CODES, aiFailureMessage, budgetRenewal } from './ai-failure';
import { consoleAiCopy as en } from './content/en/console-ai';
import { consoleAiCopy as fr } from './content/fr/console-ai';

describe('aiFailureMessage', () => {
  it('says when a spent budget renews, in each language', () => {
    const failure = { code: AI_CODES.budgetSpent, message: 'spent' };
    expect(aiFailureMessage(failure, fr, 'fr', '2026-11')).toContain('1 décembre 2026');
    expect(aiFailureMessage(failure, en, 'en', '2026-12')).toContain('1 January 2027');
  });

  it('gives every AI code its own sentence, and names the provider’s reason', () => {
    const sentences = Object.values(AI_CODES).map((code) =>
      aiFailureMessage({ code, message: 'upstream said 401 bad key' }, en, 'en', '2026-11'),
    );
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(
      aiFailureMessage({ code: AI_CODES.providerError, message: 'HTTP 401: bad key' }, fr, 'fr'),
    ).toBe('Le fournisseur d’IA a refusé la demande\u00a0: HTTP 401: bad key');
    expect(aiFailureMessage({ code: 'NETWORK_ERROR', message: 'offline' }, en, 'en')).toBe(
      'The AI request failed: offline',
    );
  });

  it('counts the renewal from the status month, else from today (UTC)', () => {
    expect(budgetRenewal('2026-02').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(budgetRenewal(undefined, new Date('2026-07-31T23:00:00Z')).toISOString()).toBe(
      '2026-08-01T00:00:00.000Z',
    );
  });
});

describe('the AI copy', () => {
  it('puts a no-break space before French high punctuation', () => {
    const texts = JSON.stringify(fr).match(/[^"\\]*"/g) ?? [];
    const loose = texts.filter((text) => / [:;!?]/.test(text));
    expect(loose).toEqual([]);
  });
});
