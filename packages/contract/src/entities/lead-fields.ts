import Type from 'typebox';
import { LEAD_NOTE_MAX_LENGTH, LEAD_STATUSES } from './field-options';
import { Text } from './field-types';

/**
 * What the team records while working a lead (contact message, demo request). Server-managed:
 * visitors cannot set them, admins can; a new lead is `new` (see `fillLeadStatus`).
 */
export const LEAD_WORK_FIELDS = {
  status: Type.Optional(Type.Enum(LEAD_STATUSES)),
  /** The latest note; each one also joins the lead's timeline (decision 0073). */
  notes: Type.Optional(Text(LEAD_NOTE_MAX_LENGTH)),
  /** The id of the admin (`User`) who handles it. */
  assignee_id: Type.Optional(Text(64)),
};

export const LEAD_WORK_FIELD_NAMES = ['status', 'notes', 'assignee_id'] as const;

/** A lead without a status is new. */
export function fillLeadStatus(data: Record<string, unknown>) {
  return data.status === undefined ? { ...data, status: 'new' } : data;
}
