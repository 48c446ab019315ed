import { formatDateTime } from '../../../shared/format/format-date';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { fieldId } from '../post-form';
import { fromLocalInput, toLocalInput } from '../../shared/local-date-input';
import { isScheduled } from '../publication';
import { useConsoleBlog } from '../use-console-blog';
import type { PostEditorState } from '../use-post-editor';
import { fillCopy } from '../../shared/console-locale';
import { CONSOLE_CONTROL, CONSOLE_LABEL } from '../../shared/ui/console-field';
import { FieldMessages, describedBy } from '../../shared/ui/field-messages';
import { BUTTON } from '../../shared/ui/button-styles';

/**
 * `published_date`, in the browser's time: empty until publishing sets it, a past date to
 * back-date an imported post, a future one to schedule it (said under the field).
 */
export function PublicationDateField({
  editor,
  copy,
}: {
  editor: PostEditorState;
  copy: ConsoleBlogCopy['publishing'];
}) {
  const { locale } = useConsoleBlog();
  const { draft, errors, setField } = editor;
  const id = fieldId('publishedDate');
  const noteId = `${id}-note`;
  const future = isScheduled({ published: true, published_date: draft.publishedDate });
  const error = errors.publishedDate;
  const described = [describedBy(id, copy.dateHelp, error), future ? noteId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className={CONSOLE_LABEL}>
        {copy.date}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="datetime-local"
          value={toLocalInput(draft.publishedDate)}
          onChange={(event) => setField('publishedDate', fromLocalInput(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={`${CONSOLE_CONTROL} min-h-11 max-w-64`}
        />
        {draft.publishedDate ? (
          <button
            type="button"
            className={BUTTON.quiet}
            onClick={() => setField('publishedDate', '')}
          >
            {copy.clearDate}
          </button>
        ) : null}
      </div>
      {future ? (
        <p id={noteId} className="mt-1 text-sm font-medium text-sky-900">
          {fillCopy(copy.scheduledNote, {
            date: formatDateTime(draft.publishedDate, locale),
          })}
        </p>
      ) : null}
      <FieldMessages id={id} help={copy.dateHelp} error={error} />
    </div>
  );
}
