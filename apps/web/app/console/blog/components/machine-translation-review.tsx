import type { MachineTranslation } from '@vitrine/contract/client/ai-client';
import { Languages } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { formatDateTime } from '../../../shared/format/format-date';
import { useAiCopy } from '../../ai/ai';
import type { PostRecord } from '../post-types';
import type { PostEditorState } from '../use-post-editor';
import { apiFailure } from '../../shared/api-failure';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { BUTTON } from '../../shared/ui/button-styles';
import { CONSOLE_CONTROL, CONSOLE_LABEL } from '../../shared/ui/console-field';

/** A post's `machine_translation`, read from a record typed before the field existed. */
export function machineTranslationOf(post: PostRecord): MachineTranslation | null {
  const value = (post as { machine_translation?: unknown }).machine_translation;
  if (typeof value !== 'object' || value === null) return null;
  const { source_id: sourceId, model, at } = value as Record<string, unknown>;
  if (typeof sourceId !== 'string') return null;
  return { source_id: sourceId, model: String(model ?? ''), at: String(at ?? '') };
}

type Source = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; post: PostRecord };

const TEXT_FIELDS = [
  ['title', 'title', 2],
  ['excerpt', 'excerpt', 4],
  ['content', 'content', 18],
] as const;

/**
 * A draft the AI translated: the banner « Traduction automatique — à relire avant publication »,
 * the source next to this draft (source read-only; the draft's texts editable, the same state as
 * the form's), and « Marquer comme relu », which writes `machine_translation: null`.
 */
export function MachineTranslationReview({
  editor,
  post,
}: {
  editor: PostEditorState;
  post: PostRecord;
}) {
  const { client, locale } = useConsole();
  const copy = useAiCopy();
  const text = copy.review;
  const id = useId();
  const [mark, setMark] = useState(() => machineTranslationOf(post));
  const [comparing, setComparing] = useState(false);
  const [source, setSource] = useState<Source>({ state: 'loading' });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState(false);
  const sourceId = mark?.source_id;

  useEffect(() => {
    if (!comparing || !sourceId) return;
    const controller = new AbortController();
    setSource({ state: 'loading' });
    client.entities.BlogPost.get(sourceId, { signal: controller.signal }).then(
      (found) => setSource({ state: 'ready', post: found }),
      () => {
        if (!controller.signal.aborted) setSource({ state: 'missing' });
      },
    );
    return () => controller.abort();
  }, [client, comparing, sourceId]);

  if (!mark)
    return done ? (
      <p role="status" className="mt-4 font-medium text-emerald-800">
        {text.reviewed}
      </p>
    ) : null;

  const markReviewed = async () => {
    setSaving(true);
    setFailure('');
    try {
      const update = { machine_translation: null } as unknown as Parameters<
        typeof client.entities.BlogPost.update
      >[1];
      await client.entities.BlogPost.update(post.id, update);
      setMark(null);
      setDone(true);
    } catch (error) {
      setFailure(fillCopy(text.failed, { message: apiFailure(error).message }));
    } finally {
      setSaving(false);
    }
  };

  const language = (value: 'fr' | 'en') => text.languages[value];
  const sourceLanguage = editor.baseline.language === 'fr' ? 'en' : 'fr';
  const headingId = `${id}-banner`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
            <Languages aria-hidden="true" className="size-5 shrink-0" />
            {text.banner}
          </h2>
          <p className="mt-1">
            {fillCopy(text.bannerText, {
              model: mark.model,
              date: mark.at ? formatDateTime(mark.at, locale) : '',
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={BUTTON.secondary}
            aria-expanded={comparing}
            aria-controls={`${id}-compare`}
            onClick={() => setComparing((open) => !open)}
          >
            {comparing ? text.hideCompare : text.compare}
          </button>
          <button
            type="button"
            className={BUTTON.primary}
            disabled={saving}
            onClick={() => void markReviewed()}
          >
            {saving ? text.marking : text.markReviewed}
          </button>
        </div>
      </div>
      {failure ? (
        <p role="alert" className="mt-3 font-medium text-red-700">
          {failure}
        </p>
      ) : null}
      <div id={`${id}-compare`} hidden={!comparing} className="mt-4">
        {comparing ? (
          <div className="grid gap-4 lg:grid-cols-2">
            <div
              role="group"
              aria-label={fillCopy(text.source, { language: language(sourceLanguage) })}
              className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 text-ink"
            >
              <h3 className="font-semibold">
                {fillCopy(text.source, { language: language(sourceLanguage) })}
              </h3>
              {source.state === 'loading' ? <p role="status">{text.loading}</p> : null}
              {source.state === 'missing' ? <p role="alert">{text.sourceMissing}</p> : null}
              {source.state === 'ready'
                ? TEXT_FIELDS.map(([field, label, rows]) => (
                    <div key={field}>
                      <label htmlFor={`${id}-source-${field}`} className={CONSOLE_LABEL}>
                        {text.fields[label]}
                      </label>
                      <textarea
                        id={`${id}-source-${field}`}
                        readOnly
                        rows={rows}
                        lang={sourceLanguage}
                        value={String(source.post[field] ?? '')}
                        className={`${CONSOLE_CONTROL} bg-slate-50`}
                      />
                    </div>
                  ))
                : null}
            </div>
            <div
              role="group"
              aria-label={fillCopy(text.draft, { language: language(editor.baseline.language) })}
              className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 text-ink"
            >
              <h3 className="font-semibold">
                {fillCopy(text.draft, { language: language(editor.baseline.language) })}
              </h3>
              {TEXT_FIELDS.map(([field, label, rows]) => (
                <div key={field}>
                  <label htmlFor={`${id}-draft-${field}`} className={CONSOLE_LABEL}>
                    {text.fields[label]}
                  </label>
                  <textarea
                    id={`${id}-draft-${field}`}
                    rows={rows}
                    lang={editor.baseline.language}
                    value={editor.draft[field]}
                    onChange={(event) => editor.setField(field, event.target.value)}
                    className={CONSOLE_CONTROL}
                  />
                </div>
              ))}
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
