import { useRef } from 'react';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import type { PostVersionsState } from '../use-post-versions';
import type { Locale } from '@vitrine/contract/locales';
import { formatDateTime } from '../../../shared/format/format-date';
import { fillCopy } from '../../shared/console-locale';
import { useModalDialog } from '../../shared/ui/use-modal-dialog';
import { BUTTON } from '../../shared/ui/button-styles';

/** The list of a post's kept versions (date, author, title), each with its Restore button. */
export function VersionsDialog({
  versions,
  copy,
  locale,
}: {
  versions: PostVersionsState;
  copy: ConsoleBlogCopy['tools'];
  locale: Locale;
}) {
  const close = useRef<HTMLButtonElement>(null);
  const { dialog, titleId } = useModalDialog(versions.open, versions.close, close);
  const { list } = versions;
  return (
    <dialog
      {...dialog}
      className="m-auto w-[min(48rem,calc(100vw-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {copy.versionsTitle}
      </h2>
      <p className="mt-2 text-slate-700">{copy.versionsIntro}</p>
      <div className="mt-4 max-h-[60vh] overflow-auto">
        {list.state === 'loading' ? <p role="status">{copy.versionsLoading}</p> : null}
        {list.state === 'failed' ? <p role="alert">{list.message}</p> : null}
        {list.state === 'loaded' && list.versions.length === 0 ? <p>{copy.versionsEmpty}</p> : null}
        {list.state === 'loaded' && list.versions.length > 0 ? (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{copy.versionsCaption}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3">
                  {copy.columns.date}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {copy.columns.author}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {copy.columns.title}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{copy.columns.action}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.versions.map((version) => {
                const date = formatDateTime(version.saved_at, locale);
                return (
                  <tr key={version.id} className="border-b border-slate-100 align-top">
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {date}
                      {version.autosave ? (
                        <span className="block text-xs text-slate-500">{copy.autosaveMark}</span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3 break-all">
                      {version.saved_by ?? copy.unknownAuthor}
                    </td>
                    <td className="py-2 pr-3">{version.title}</td>
                    <td className="py-2 text-right">
                      <button
                        type="button"
                        className={BUTTON.quiet}
                        aria-label={fillCopy(copy.restoreLabel, { date })}
                        onClick={() => versions.ask(version)}
                      >
                        {copy.restore}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : null}
      </div>
      <div className="mt-6 flex justify-end">
        <button ref={close} type="button" className={BUTTON.secondary} onClick={versions.close}>
          {copy.close}
        </button>
      </div>
    </dialog>
  );
}
