import { describe, expect, it } from 'vitest';
import { forms as formsEn } from '../../content/en/forms';
import { forms as formsFr } from '../../content/fr/forms';
import { issueMessage } from './issue-message';

const NBSP = '\u00a0';

describe('issueMessage', () => {
  it('uses the field’s own message for a missing value, in each language', () => {
    const issue = { field: 'firstName', rule: 'required' };
    expect(issueMessage(formsFr, 'waitlist', issue)).toBe('Indiquez votre prénom.');
    expect(issueMessage(formsEn, 'waitlist', issue)).toBe('Enter your first name.');
  });

  it('falls back to the rule’s message, with its limit', () => {
    expect(issueMessage(formsFr, 'contact', { field: 'email', rule: 'format' })).toBe(
      'Indiquez une adresse e-mail valide.',
    );
    expect(issueMessage(formsEn, 'contact', { field: 'name', rule: 'maxLength', limit: 100 })).toBe(
      'Use 100 characters at most.',
    );
    expect(issueMessage(formsFr, 'demo', { field: 'phone', rule: 'maxLength', limit: 40 })).toBe(
      `40${NBSP}caractères au maximum.`,
    );
    expect(issueMessage(formsEn, 'waitlist', { field: 'role', rule: 'required' })).toBe(
      'This field is required.',
    );
  });

  it('has a message for any other rule', () => {
    expect(issueMessage(formsEn, 'waitlist', { field: 'interests', rule: 'uniqueItems' })).toBe(
      formsEn.validation.invalid,
    );
    expect(issueMessage(formsFr, 'waitlist', { field: 'screensCount', rule: 'enum' })).toBe(
      formsFr.validation.enum,
    );
  });

  it('reads any rule on a checkbox as “tick this box”', () => {
    for (const rule of ['required', 'enum', 'type', 'const']) {
      expect(
        issueMessage(formsEn, 'newsletter', { field: 'consent', rule }, { checkbox: true }),
      ).toBe('Tick this box to get the newsletter.');
    }
  });
});
