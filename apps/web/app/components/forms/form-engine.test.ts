import { ApiError } from '@vitrine/contract/client/api-error';
import { describe, expect, it, vi } from 'vitest';
import { forms as formsEn } from '../../content/en/forms';
import { forms as formsFr } from '../../content/fr/forms';
import { classifyFailure, formErrors, submitForm } from './form-engine';
import type { FormSubmission } from './form-types';

const waitlist = (values: Record<string, unknown>, locale: 'fr' | 'en' = 'fr'): FormSubmission => ({
  entity: 'WaitlistSubscriber',
  form: 'waitlist',
  locale,
  values: { firstName: '', lastName: '', email: '', company: '', role: '', ...values },
  honeypot: '',
});

describe('form engine', () => {
  it('sorts failures into what the forms show', () => {
    const network = new ApiError({ message: 'Failed to fetch', code: 'NETWORK_ERROR' });
    expect(classifyFailure(network)).toEqual({ kind: 'unreachable', code: 'NETWORK_ERROR' });
    const limited = new ApiError({ message: 'Slow down', code: 'RATE_LIMITED', status: 429 });
    expect(classifyFailure(limited).kind).toBe('rate-limited');
    const broken = new ApiError({ message: 'Oops', code: 'INTERNAL_ERROR', status: 500 });
    expect(classifyFailure(broken)).toMatchObject({ kind: 'server', status: 500 });
    const refused = new ApiError({
      message: 'Invalid',
      code: 'VALIDATION_FAILED',
      status: 422,
      issues: [{ field: 'email', rule: 'format', message: 'email must be a valid email address' }],
    });
    expect(classifyFailure(refused)).toMatchObject({
      kind: 'invalid',
      issues: [{ field: 'email', rule: 'format' }],
    });
    expect(classifyFailure(new Error('?')).kind).toBe('server');
  });

  it('checks with the entity schema and words each problem in the page’s language', () => {
    expect(formErrors(waitlist({}))).toEqual({
      firstName: formsFr.waitlist.fields.firstName.required,
      lastName: formsFr.waitlist.fields.lastName.required,
      email: formsFr.waitlist.fields.email.required,
      company: formsFr.waitlist.fields.company.required,
    });
    const filled = { firstName: 'A', lastName: 'B', company: 'C' };
    expect(formErrors(waitlist({ ...filled, email: 'a@b' }, 'en'))).toEqual({
      email: formsEn.validation.format,
    });
    expect(
      formErrors(waitlist({ ...filled, email: 'a@b.fr', role: 'x'.repeat(101) }, 'en')),
    ).toEqual({ role: 'Use 100 characters at most.' });
    expect(formErrors(waitlist({ ...filled, email: ' A@B.FR ' }))).toEqual({});
  });

  it('refuses the newsletter without consent, with the consent message', () => {
    const errors = formErrors({
      entity: 'NewsletterSubscriber',
      form: 'newsletter',
      locale: 'fr',
      values: { email: 'a@b.fr', consent: false },
      honeypot: '',
    });
    expect(errors).toEqual({ consent: formsFr.newsletter.fields.consent.required });
  });

  it('sends nothing when the validator refuses', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onSending = vi.fn();
    const result = await submitForm(waitlist({}), onSending);
    expect(result.kind).toBe('invalid');
    expect(onSending).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
