import { createContext, useContext } from 'react';
import type { CommonCopy } from '../content/fr/common';

/** The part of the shared copy the forms use: honeypot label, privacy notice, toasts. */
export type FormCommonCopy = Pick<CommonCopy, 'honeypotLabel' | 'privacyNotice' | 'toast'>;

export function formCommonCopy({ honeypotLabel, privacyNotice, toast }: CommonCopy) {
  return { honeypotLabel, privacyNotice, toast } satisfies FormCommonCopy;
}

/**
 * Given by the site's frame on the server (`SiteShell`) and by each form island in the browser
 * (decision 0066): the forms read it without React Router, which islands do not load.
 */
export const FormCommonCopyContext = createContext<FormCommonCopy | undefined>(undefined);

export function useFormCommonCopy(): FormCommonCopy {
  const copy = useContext(FormCommonCopyContext);
  if (!copy) throw new Error('useFormCommonCopy: no FormCommonCopyContext above this form');
  return copy;
}
