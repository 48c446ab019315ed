import type { Locale } from '@vitrine/contract/locales';
import type { ConsoleLeadsCopy } from '../content/fr/console-leads';
import { formatDateTime } from '../../../shared/format/format-date';

const labelOf = (options: readonly { id: string; label: string }[], id: string) =>
  options.find((option) => option.id === id)?.label ?? id;

/** A lead field as people read it: option labels, languages, yes/no, dates in the locale. */
export function leadFieldText(
  field: string,
  value: unknown,
  copy: ConsoleLeadsCopy,
  locale: Locale,
): string {
  const { values } = copy;
  if (value === undefined || value === null || value === '') return values.none;
  switch (field) {
    case 'interests':
      return Array.isArray(value) && value.length > 0
        ? value.map((id) => labelOf(copy.interestOptions, String(id))).join(', ')
        : values.none;
    case 'screensCount':
      return labelOf(copy.screensOptions, String(value));
    case 'language':
      return value === 'fr' || value === 'en' ? values.languages[value] : String(value);
    case 'created_date':
    case 'updated_date':
      return formatDateTime(value, locale);
    default:
      if (typeof value === 'boolean') return value ? values.yes : values.no;
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}
