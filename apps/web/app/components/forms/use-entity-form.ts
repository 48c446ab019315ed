import type { Locale } from '@vitrine/contract/locales';
import { HONEYPOT_FIELD } from '@vitrine/contract/honeypot';
import { useContext, useEffect, useRef, useState, type FormEvent } from 'react';
import { loadFormEngine } from './load-form-engine';
import { useHydrated } from '../ui/use-hydrated';
import type { FieldErrors, FormEngine, FormEntity, FormKey } from './form-types';
import { FormSeedContext, seededValues } from './form-seed';
import { useOfflineNotice } from './use-offline-notice';

export type FieldValue = string | boolean | string[];
export type FormStatus = 'idle' | 'submitting' | 'submitted';

interface EntityFormOptions<V extends Record<string, FieldValue>> {
  entity: FormEntity;
  form: FormKey;
  locale: Locale;
  initialValues: V;
}

/** Moves the focus to the first field (in page order) that has an error. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors) {
  const fields = [...(form?.elements ?? [])] as HTMLInputElement[];
  fields.find((field) => field.name && errors[field.name])?.focus();
}

/**
 * A page form's state and behaviour (docs/product.md §4.3: idle → submitting → submitted). Values
 * are kept on every failure; the shared validator runs on submit, then on blur; the engine (client,
 * validator, messages, toasts) loads on first focus.
 */
export function useEntityForm<V extends Record<string, FieldValue>>({
  entity,
  form,
  locale,
  initialValues,
}: EntityFormOptions<V>) {
  // One form of each kind per page: ids stay the same on the server and in the island.
  const idPrefix = `${form}-form-`;
  const hydrated = useHydrated();
  const seed = useContext(FormSeedContext);
  const [values, setValues] = useState(() => seededValues(initialValues, seed));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const [engine, setEngine] = useState<FormEngine>();
  const busy = useRef(false);
  const lastToast = useRef<() => void>(undefined);
  const offline = useOfflineNotice();

  // After a refused submit, once the messages are on screen: focus the first field in error.
  useEffect(() => {
    if (attempt > 0) focusFirstError(formRef.current, errors);
    // Only on a new attempt, not while the visitor fixes fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const preload = () => {
    loadFormEngine().then(setEngine, offline.ignore);
  };
  const submission = (honeypot = '') => ({ entity, form, locale, values, honeypot });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    lastToast.current?.();
    offline.clear();
    const honeypot = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? '');
    try {
      const loaded = await loadFormEngine().catch(offline.show);
      if (!loaded) return;
      setEngine(loaded);
      const result = await loaded.submitForm(submission(honeypot), () => setStatus('submitting'));
      if (result.kind === 'sent') return setStatus('submitted');
      setStatus('idle');
      if (result.kind === 'failed') return void (lastToast.current = result.dismiss);
      setErrors(result.errors);
      setAttempt((count) => count + 1);
    } finally {
      busy.current = false;
    }
  };

  /** After a first submit, a field is checked again when the visitor leaves it. */
  const onBlur = (field: keyof V & string) => {
    if (attempt === 0 || !engine) return;
    const message = engine.formErrors(submission())[field];
    setErrors((current) => ({ ...current, [field]: message }));
  };

  const setValue = <K extends keyof V>(field: K, value: V[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const fieldId = (field: string) => `${idPrefix}${field}`;

  /** What a control needs to show and edit one field: id, name, value, handlers, error. */
  const bind = <K extends keyof V & string>(field: K) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: (value: V[K]) => setValue(field, value),
    onBlur: () => onBlur(field),
    error: errors[field],
  });

  return {
    values,
    errors,
    status,
    setValue,
    onBlur,
    /** The forms' copy, once the engine is loaded (the footer box has no other source for it). */
    messages: engine?.formsCopy(locale),
    /** Shown when the engine could not load (offline): nothing was sent, nothing is lost. */
    offline: offline.visible,
    /** A field's input id, unique on the page. */
    fieldId,
    bind,
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit,
      onFocus: preload,
      onPointerDown: preload,
      'aria-busy': status === 'submitting',
    },
    submitDisabled: !hydrated || status === 'submitting',
  };
}
