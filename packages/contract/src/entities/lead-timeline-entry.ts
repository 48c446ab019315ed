import Type from 'typebox';

/**
 * A contact message's or demo request's timeline (docs/product.md §2.18, decision 0073): what the
 * team did on the lead, appended by the server on every write of its `notes`, `status` or
 * `assignee_id`, whatever the path (console, API, SDK). Entries are never edited or deleted by
 * anyone; they go with the lead (erasure, retention, delete).
 */

// Its bounds, `LEAD_TIMELINE_MAX_ENTRIES` and `LEAD_NOTE_MAX_LENGTH`, are in `field-options.ts`.

export const LEAD_TIMELINE_KINDS = ['note', 'status', 'assigned', 'unassigned'] as const;
export type LeadTimelineKind = (typeof LEAD_TIMELINE_KINDS)[number];

/** A person as the entry names them at the time: account id and name (or e-mail). */
const Person = Type.Object({ id: Type.String(), name: Type.String() });

export const LeadTimelineEntry = Type.Object({
  id: Type.String(),
  kind: Type.Enum(LEAD_TIMELINE_KINDS),
  /** When it was recorded (ISO 8601, UTC). */
  at: Type.String(),
  /**
   * Who did it; null when nobody is known (a change made by the server or a command line, or the
   * notes written before timelines existed, moved by migration 0020).
   */
  author: Type.Union([Person, Type.Null()]),
  /** `note`: its text. */
  text: Type.Optional(Type.String()),
  /** `status`: the status before (absent for none) and after. */
  from: Type.Optional(Type.String()),
  to: Type.Optional(Type.String()),
  /** `assigned`, `unassigned`: the account given or taken the lead. */
  assignee: Type.Optional(Person),
});
export type LeadTimelineEntry = Type.Static<typeof LeadTimelineEntry>;

/** The answer of `GET /api/apps/{appId}/leads/{entity}/{id}/timeline`: newest first. */
export const LeadTimeline = Type.Object({ entries: Type.Array(LeadTimelineEntry) });
export type LeadTimeline = Type.Static<typeof LeadTimeline>;

/** The leads that have a timeline. */
export const TIMELINE_ENTITIES = ['ContactMessage', 'DemoRequest'] as const;
export type TimelineEntityName = (typeof TIMELINE_ENTITIES)[number];
