import { roleCan } from '@vitrine/contract/access/roles';
import type { Locale } from '@vitrine/contract/locales';
import { Trash2 } from 'lucide-react';
import type { ConsoleCopy } from '../../shared/content/fr/console';
import type { ConsoleLeadsCopy } from '../content/fr/console-leads';
import {
  LEAD_DETAIL_FIELDS,
  LEAD_ENTITIES,
  leadName,
  type LeadKind,
  type LeadRow,
} from '../lead-kinds';
import { fillCopy } from '../../shared/console-locale';
import { DetailDialog } from '../../shared/table/detail-dialog';
import { FieldList, type FieldItem } from '../../shared/table/field-list';
import { LeadAttribution } from '../../analytics/analytics';
import { leadFieldText } from './lead-value';
import { LeadTimeline } from './lead-timeline';
import { LeadWorkForm } from './lead-work-form';
import { useLeadWorkCopy } from '../use-lead-work-copy';
import { useConsole } from '../../shared/console-context';

interface LeadDetailProps {
  kind: LeadKind;
  row: LeadRow | undefined;
  copy: ConsoleCopy;
  leads: ConsoleLeadsCopy;
  locale: Locale;
  onClose: () => void;
  onErase: (email: string) => void;
  /** A contact message or demo request whose follow-up was saved. */
  onSaved: (row: LeadRow) => void;
}

/**
 * Every field of one lead (the message with its line breaks), its follow-up (contact messages and
 * demo requests: status, assignee, a new note, then the timeline, newest first), where it came
 * from, and the way to erase the person.
 */
export function LeadDetail({
  kind,
  row,
  copy,
  leads,
  locale,
  onClose,
  onErase,
  onSaved,
}: LeadDetailProps) {
  const entity = LEAD_ENTITIES[kind];
  // Erasing a person is `leads.manage` (owner, admin); sales work the leads without it.
  const manages = roleCan(useConsole().user.role, 'leads.manage');
  const work = useLeadWorkCopy();
  const fields = [...LEAD_DETAIL_FIELDS[kind], 'created_date', 'updated_date', 'id'] as const;
  const items: FieldItem[] = row
    ? fields.map((field) => {
        const text = leadFieldText(field, row[field], leads, locale);
        return {
          id: field,
          label: leads.fields[field],
          value:
            field === 'message' ? (
              <p className="whitespace-pre-wrap">{text}</p>
            ) : field === 'email' ? (
              <a href={`mailto:${row.email}`} className="text-brand underline underline-offset-2">
                {text}
              </a>
            ) : (
              text
            ),
        };
      })
    : [];
  return (
    <DetailDialog
      open={row !== undefined}
      title={row ? fillCopy(leads.detail.title, { name: leadName(row) }) : ''}
      closeLabel={copy.actions.close}
      onClose={onClose}
      actions={
        row && manages ? (
          <button
            type="button"
            onClick={() => onErase(row.email)}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-red-300 bg-white px-4 font-semibold text-red-800 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {leads.detail.erase}
          </button>
        ) : null
      }
    >
      {row && (entity === 'ContactMessage' || entity === 'DemoRequest') ? (
        <>
          <LeadWorkForm key={row.id} entity={entity} row={row} onSaved={onSaved} />
          <LeadTimeline
            entity={entity}
            id={row.id}
            version={String(row.updated_date ?? '')}
            work={work}
            locale={locale}
          />
        </>
      ) : null}
      <FieldList items={items} />
      {row ? <LeadAttribution entity={entity} id={row.id} /> : null}
    </DetailDialog>
  );
}
