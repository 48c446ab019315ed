import type { NotFoundReport } from '@vitrine/contract/analytics/not-found-report';
import type { RedirectInput, RedirectRecord } from '@vitrine/contract/entities/redirect';
import { useCallback, useEffect, useState } from 'react';
import { apiFailure } from '../shared/api-failure';
import { useConsole } from '../shared/console-context';
import { fillCopy } from '../shared/console-locale';
import { ConfirmDialog } from '../shared/ui/confirm-dialog';
import { ConsoleHeading } from '../shared/ui/console-heading';
import { LoadFailure } from '../shared/ui/load-failure';
import { NotFoundList } from './components/not-found-list';
import { RedirectForm } from './components/redirect-form';
import { RedirectImport } from './components/redirect-import';
import { RedirectTable } from './components/redirect-table';
import * as calls from './redirects-api';
import { useRedirectsCopy } from './use-redirects-copy';

type Rejected = { row: number; errors: { message: string }[] }[];

/** `/admin/redirects`: a new redirect, a CSV import, the redirects in place, the Not found report. */
export function ConsoleRedirectsPage() {
  const { locale } = useConsole();
  const copy = useRedirectsCopy();
  const [redirects, setRedirects] = useState<RedirectRecord[] | undefined>();
  const [report, setReport] = useState<NotFoundReport | undefined>();
  const [days, setDays] = useState<'7' | '30'>('30');
  const [loadFailed, setLoadFailed] = useState(false);
  const [messages, setMessages] = useState<{ problems: string[]; done: string }>({
    problems: [],
    done: '',
  });
  const [prefill, setPrefill] = useState({ from: '', key: 0 });
  const [removing, setRemoving] = useState<RedirectRecord | undefined>();
  const failed = useCallback(
    (error: unknown) => {
      const failure = apiFailure(error);
      const rejected = (failure.data as { rejected?: Rejected } | undefined)?.rejected ?? [];
      const rows = rejected.flatMap(({ row, errors }) =>
        errors.map(({ message }) => fillCopy(copy.import.rejected, { row, message })),
      );
      const problem = fillCopy(copy.actionFailed, { message: failure.message });
      setMessages({ problems: [problem, ...rows], done: '' });
      return false;
    },
    [copy],
  );
  const reload = useCallback(async () => {
    await calls.listRedirects().then(setRedirects, () => setLoadFailed(true));
    await calls.notFoundReport(days).then(setReport, () => setLoadFailed(true));
  }, [days]);
  useEffect(() => void reload(), [reload]);
  const succeeded = async (done: string) => {
    setMessages({ problems: [], done });
    await reload();
    return true;
  };
  const create = (input: RedirectInput) =>
    calls.createRedirect(input).then(() => succeeded(copy.form.created), failed);
  const importFile = (file: File) =>
    calls
      .importRedirects(file)
      .then(
        (result) => succeeded(fillCopy(copy.import.done, { count: result.output?.length ?? 0 })),
        failed,
      );
  const prefillFrom = (path: string) => {
    setPrefill(({ key }) => ({ from: path, key: key + 1 }));
    // Once the form is drawn again with the address: its next field is the one to fill.
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>('#redirect-form input[name="to"]')?.focus(),
    );
  };
  const confirmRemove = () => {
    const redirect = removing;
    setRemoving(undefined);
    if (redirect) void calls.deleteRedirect(redirect.id).then(reload, failed);
  };
  return (
    <>
      <ConsoleHeading title={copy.title} intro={copy.intro} />
      <div className="mt-6 flex flex-col gap-6">
        {messages.problems.length > 0 ? (
          <div role="alert" className="text-red-700">
            {messages.problems.map((problem) => (
              <p key={problem}>{problem}</p>
            ))}
          </div>
        ) : null}
        {messages.done ? (
          <p role="status" className="text-emerald-700">
            {messages.done}
          </p>
        ) : null}
        <RedirectForm key={prefill.key} copy={copy} from={prefill.from} onCreate={create} />
        <RedirectImport copy={copy} onImport={importFile} />
        {loadFailed ? <LoadFailure message={copy.loadFailed} /> : null}
        {redirects ? (
          <RedirectTable copy={copy} locale={locale} redirects={redirects} onRemove={setRemoving} />
        ) : null}
        <NotFoundList
          copy={copy}
          days={days}
          report={report}
          onDays={setDays}
          onCreate={prefillFrom}
        />
      </div>
      <ConfirmDialog
        open={removing !== undefined}
        title={copy.list.remove}
        confirmLabel={copy.list.remove}
        cancelLabel={copy.list.cancel}
        destructive
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(undefined)}
      >
        <p>{copy.list.confirmRemove}</p>
      </ConfirmDialog>
    </>
  );
}
