import type { WebhookDeliveryRecord } from '@vitrine/contract/entities/webhook-delivery';
import { fillCopy } from '../../shared/console-locale';
import { BUTTON } from '../../shared/ui/button-styles';
import type { ConsoleWebhooksCopy } from '../content/fr/console-webhooks';

/** The last deliveries of one webhook: event, status, code, duration, attempts, date, « Renvoyer ». */
export function WebhookDeliveries({
  url,
  deliveries,
  copy,
  locale,
  onRedeliver,
  onRefresh,
}: {
  url: string;
  deliveries: WebhookDeliveryRecord[];
  copy: ConsoleWebhooksCopy;
  locale: string;
  onRedeliver: (id: string) => void;
  onRefresh: () => void;
}) {
  const words = copy.deliveries;
  const date = (value?: string) =>
    value
      ? new Date(value).toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR', {
          dateStyle: 'short',
          timeStyle: 'medium',
        })
      : '—';
  return (
    <div className="mt-3 overflow-x-auto">
      <button type="button" className={BUTTON.quiet} onClick={onRefresh}>
        {words.refresh}
      </button>
      {deliveries.length === 0 ? (
        <p className="mt-2 text-slate-600">{words.none}</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{fillCopy(words.caption, { url })}</caption>
          <thead>
            <tr>
              {[
                words.event,
                words.status,
                words.code,
                words.duration,
                words.attempt,
                words.date,
              ].map((label) => (
                <th key={label} scope="col" className="px-2 py-1">
                  {label}
                </th>
              ))}
              <td />
            </tr>
          </thead>
          <tbody>
            {deliveries.map((delivery) => (
              <tr key={delivery.id} className="border-t border-slate-200">
                <td className="px-2 py-1 font-mono">{delivery.event}</td>
                <td className="px-2 py-1">{words.statuses[delivery.status]}</td>
                <td className="px-2 py-1">{delivery.response_code ?? '—'}</td>
                <td className="px-2 py-1">
                  {delivery.duration_ms === undefined ? '—' : `${delivery.duration_ms} ms`}
                </td>
                <td className="px-2 py-1">{delivery.attempts}</td>
                <td className="px-2 py-1">
                  {date(delivery.last_attempt_date ?? delivery.created_date)}
                </td>
                <td className="px-2 py-1">
                  {delivery.status === 'pending' ? null : (
                    <button
                      type="button"
                      className={BUTTON.quiet}
                      onClick={() => onRedeliver(delivery.id)}
                    >
                      {words.redeliver}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
