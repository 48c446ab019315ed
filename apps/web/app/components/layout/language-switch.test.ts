import { describe, expect, it } from 'vitest';
import { LOCALES } from '@vitrine/contract/locales';
import { commonCopy } from '../../i18n/common-copy';

describe('the language switch', () => {
  // WCAG 2.5.3 Label in Name: a voice-control user says "EN" because that is what they see.
  it.each(LOCALES)(
    'on a %s page, has an accessible name that starts with its visible text',
    (locale) => {
      const { languageSwitch } = commonCopy(locale);
      expect(languageSwitch.buttonText).toMatch(/^[A-Z]{2}$/);
      expect(languageSwitch.label.startsWith(languageSwitch.buttonText)).toBe(true);
    },
  );
});
