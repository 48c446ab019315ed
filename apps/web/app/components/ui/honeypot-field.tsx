import { HONEYPOT_FIELD } from '@vitrine/contract/honeypot';

/**
 * The bot trap: a field people never see, reach or hear (off screen, out of the tab order, hidden
 * from assistive technologies). A value in it makes the server drop the record.
 */
export function HoneypotField({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
