import type { StaffAccess } from '../entities/entity-definition';

/**
 * The leads' personal data (contact messages, demo requests, waiting list, newsletter
 * subscribers): `leads` reads, works (status, notes, assignee) and exports them; `leads.manage`
 * deletes them (and imports them: see the server's import route).
 */
export const LEAD_STAFF_ACCESS = {
  read: 'leads',
  write: 'leads',
  delete: 'leads.manage',
  import: 'leads.manage',
} as const satisfies StaffAccess;

/** Webhooks and API keys: `integrations` (owner and admins) only; never imported. */
export const INTEGRATIONS_STAFF_ACCESS = {
  read: 'integrations',
  write: 'integrations',
  delete: 'integrations',
  import: null,
} as const satisfies StaffAccess;
