import {
  LEAD_NOTE_MAX_LENGTH,
  LEAD_STATUSES,
  type LeadStatus,
} from '@vitrine/contract/entities/field-options';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../shared/toast/use-toast';
import { apiFailure } from '../../shared/api-failure';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import type { LeadRow } from '../lead-kinds';
import { useActiveAdmins } from '../use-active-admins';
import { useLeadWorkCopy } from '../use-lead-work-copy';
import { ConsoleField } from '../../shared/ui/console-field';
import { SelectField } from '../../shared/ui/select-field';

interface LeadWorkFormProps {
  entity: 'ContactMessage' | 'DemoRequest';
  row: LeadRow;
  /** The record as saved (the table reloads too). */
  onSaved: (row: LeadRow) => void;
}

/**
 * What the team records on a contact message or demo request: its status, the admin who handles
 * it and a new note, saved together (each change joins the lead's timeline); the result is said
 * beside the button and in a toast.
 */
export function LeadWorkForm({ entity, row, onSaved }: LeadWorkFormProps) {
  const { client } = useConsole();
  const work = useLeadWorkCopy();
  const { toast } = useToast();
  const { admins, failure: adminsFailure } = useActiveAdmins(true);
  const [status, setStatus] = useState(row.status ?? 'new');
  // A new note for the timeline; the record's `notes` keep the latest one.
  const [notes, setNotes] = useState('');
  const [assignee, setAssignee] = useState(row.assignee_id ?? '');
  // A teammate's change arriving live (a new `row`) shows in the controls not changed here.
  const [shown, setShown] = useState(row);
  if (shown !== row) {
    setShown(row);
    if (status === (shown.status ?? 'new')) setStatus(row.status ?? 'new');
    if (assignee === (shown.assignee_id ?? '')) setAssignee(row.assignee_id ?? '');
  }
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const tooLong = notes.length > LEAD_NOTE_MAX_LENGTH;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    setSaving(true);
    setResult(undefined);
    try {
      // Only what was changed here, so a teammate's change meanwhile is not undone; an empty
      // assignee clears it on the server; an empty note box adds no note.
      const changes = {
        ...(status === (row.status ?? 'new') ? {} : { status: status as LeadStatus }),
        ...(assignee === (row.assignee_id ?? '') ? {} : { assignee_id: assignee }),
        ...(notes.trim() === '' ? {} : { notes }),
      };
      const saved = (await client.entities[entity].update(row.id, changes)) as unknown as LeadRow;
      setNotes('');
      setResult({ ok: true, text: work.work.saved });
      toast({ title: work.work.saved });
      onSaved(saved);
    } catch (error) {
      const text = fillCopy(work.work.failed, { message: apiFailure(error).message });
      setResult({ ok: false, text });
      toast({ variant: 'destructive', title: text });
    } finally {
      setSaving(false);
    }
  };

  const people = admins ?? [];
  // An assignee no longer among active admins still shows, by id, until changed.
  const assigneeOptions = [
    { value: '', label: work.work.nobody },
    ...people.map((admin) => ({ value: admin.id, label: admin.name })),
    ...(assignee && admins && !people.some((admin) => admin.id === assignee)
      ? [{ value: assignee, label: assignee }]
      : []),
  ];
  return (
    <form
      onSubmit={save}
      aria-labelledby="lead-work-title"
      className="mb-6 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id="lead-work-title" className="text-base font-semibold text-ink">
        {work.work.title}
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <SelectField
          id="lead-work-status"
          label={work.work.status}
          value={status}
          options={LEAD_STATUSES.map((id) => ({ value: id, label: work.statuses[id] }))}
          onChange={setStatus}
        />
        <SelectField
          id="lead-work-assignee"
          label={work.work.assignee}
          value={assignee}
          options={assigneeOptions}
          onChange={setAssignee}
          error={
            adminsFailure ? fillCopy(work.work.adminsFailed, { message: adminsFailure }) : undefined
          }
        />
        <ConsoleField
          id="lead-work-notes"
          label={work.work.notes}
          value={notes}
          onChange={setNotes}
          rows={4}
          help={work.work.notesHelp}
          error={tooLong ? work.work.tooLong : undefined}
          className="sm:col-span-2"
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={saving}
          aria-busy={saving || undefined}
          className="min-h-11 rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-strong disabled:opacity-60"
        >
          {saving ? work.work.saving : work.work.save}
        </button>
        <p
          role="status"
          className={`text-sm font-semibold ${result?.ok === false ? 'text-red-800' : 'text-emerald-800'}`}
        >
          {result?.text ?? ''}
        </p>
      </div>
    </form>
  );
}
