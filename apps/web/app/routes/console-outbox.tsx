import { ConsoleOutboxPage } from '../pages/console-outbox-page';

/** `/admin/outbox`. */
export default function ConsoleOutbox() {
  return <ConsoleOutboxPage />;
}
