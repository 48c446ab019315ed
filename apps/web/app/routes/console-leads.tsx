import { ConsoleLeadsPage } from '../pages/console-leads-page';
import type { Route } from './+types/console-leads';

/** `/admin/leads/:kind` (waitlist, contact, demo, newsletter). */
export default function ConsoleLeads({ params }: Route.ComponentProps) {
  return <ConsoleLeadsPage kind={params.kind} />;
}
