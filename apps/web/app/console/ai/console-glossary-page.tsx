import { useCallback, useEffect, useState } from 'react';
import { useAiState } from '../shared/ai-status';
import { apiFailure } from '../shared/api-failure';
import { useConsole } from '../shared/console-context';
import { fillCopy } from '../shared/console-locale';
import { ConfirmDialog } from '../shared/ui/confirm-dialog';
import { ConsoleHeading } from '../shared/ui/console-heading';
import { AiUsage } from './components/ai-usage';
import { GlossaryForm } from './components/glossary-form';
import { GlossaryTable } from './components/glossary-table';
import * as calls from './glossary-api';
import type { GlossaryTermInput, GlossaryTermRecord } from './glossary-api';
import { useAiCopy } from './use-ai-copy';

/** `/admin/glossary`: the AI provider's use this month, and the brand terms it must respect. */
export function ConsoleGlossaryPage() {
  const { locale } = useConsole();
  const copy = useAiCopy();
  const text = copy.glossary;
  const { status, refresh } = useAiState();
  const [terms, setTerms] = useState<GlossaryTermRecord[] | undefined>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [editing, setEditing] = useState<GlossaryTermRecord | undefined>();
  const [removing, setRemoving] = useState<GlossaryTermRecord | undefined>();
  const [message, setMessage] = useState<{ problem: string; done: string }>({
    problem: '',
    done: '',
  });

  const reload = useCallback(async () => {
    await calls.listTerms().then(
      (found) => {
        setLoadFailed(false);
        setTerms(found);
      },
      () => setLoadFailed(true),
    );
  }, []);
  useEffect(() => {
    void reload();
    // The month's use moves with every AI call: read afresh on this page.
    void refresh();
  }, [reload, refresh]);

  const failed = (error: unknown) => {
    setMessage({
      problem: fillCopy(text.failed, { message: apiFailure(error).message }),
      done: '',
    });
    return false;
  };
  const succeeded = async (done: string) => {
    setMessage({ problem: '', done });
    await reload();
    return true;
  };
  const save = (input: GlossaryTermInput) => {
    const term = editing;
    if (!term) return calls.createTerm(input).then(() => succeeded(text.added), failed);
    return calls.updateTerm(term.id, input).then(async () => {
      setEditing(undefined);
      return succeeded(text.saved);
    }, failed);
  };
  const edit = (term: GlossaryTermRecord) => {
    setEditing(term);
    requestAnimationFrame(() => document.getElementById('glossary-term')?.focus());
  };
  const confirmRemove = () => {
    const term = removing;
    setRemoving(undefined);
    if (!term) return;
    if (editing?.id === term.id) setEditing(undefined);
    void calls.deleteTerm(term.id).then(() => succeeded(text.deleted), failed);
  };

  return (
    <>
      <ConsoleHeading title={text.title} intro={text.intro} />
      <div className="mt-6 flex flex-col gap-6">
        <AiUsage copy={text} leadNotice={copy.leadNotice} status={status} locale={locale} />
        {message.problem ? (
          <p role="alert" className="font-medium text-red-700">
            {message.problem}
          </p>
        ) : null}
        <p role="status" className="font-medium text-emerald-700 empty:hidden">
          {message.done}
        </p>
        <GlossaryForm
          key={editing?.id ?? 'new'}
          copy={text}
          editing={editing}
          onSave={save}
          onCancel={() => setEditing(undefined)}
        />
        {loadFailed ? (
          <p role="alert" className="text-red-700">
            {text.loadFailed}
          </p>
        ) : null}
        {terms ? (
          <GlossaryTable copy={text} terms={terms} onEdit={edit} onRemove={setRemoving} />
        ) : null}
      </div>
      <ConfirmDialog
        open={removing !== undefined}
        title={removing ? fillCopy(text.deleteLabel, { term: removing.term }) : text.delete}
        confirmLabel={text.delete}
        cancelLabel={text.cancel}
        destructive
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(undefined)}
      >
        <p>{removing ? fillCopy(text.confirmDelete, { term: removing.term }) : null}</p>
      </ConfirmDialog>
    </>
  );
}
