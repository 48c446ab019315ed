import type { FieldValue } from '../../components/forms/use-entity-form';

/**
 * The values of the named fields inside `root`, as the visitor left them before the island
 * started: text as typed, a lone checkbox as true or false, a group of checkboxes as the list of
 * the checked values, a radio group as the checked value.
 */
export function readFormFields(root: HTMLElement): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input[name], textarea[name], select[name]',
  );
  for (const field of fields) {
    const { name } = field;
    if (!(field instanceof HTMLInputElement) || !['checkbox', 'radio'].includes(field.type)) {
      values[name] = field.value;
      continue;
    }
    if (field.type === 'radio') {
      if (field.checked) values[name] = field.value;
      continue;
    }
    const group = root.querySelectorAll(`input[type="checkbox"][name="${CSS.escape(name)}"]`);
    if (group.length === 1) values[name] = field.checked;
    else if (field.checked) values[name] = [...((values[name] as string[]) ?? []), field.value];
    else values[name] ??= [];
  }
  return values;
}
