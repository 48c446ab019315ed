import { Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';
import { translationDraft, type CampaignDraft } from '../campaign-form';
import { useCampaignPreview } from '../use-campaign-preview';
import { useElementWidth } from '../../shared/ui/use-element-width';
import { fillCopy } from '../../shared/console-locale';
import { CARD } from '../../shared/ui/button-styles';

/** The widths the e-mail is laid out at: a desktop mail client's reading pane, and a phone. */
const WIDTHS = { desktop: 640, phone: 375 } as const;
const FRAME_HEIGHT = 720;
type Width = keyof typeof WIDTHS;

/**
 * The e-mail as the server renders it for a recipient, in a sandboxed frame (no scripts, no
 * same origin: its HTML never enters the console's page), laid out at a desktop or a phone
 * width and scaled down when the column is narrower.
 */
export function CampaignPreview({
  draft,
  copy,
}: {
  draft: CampaignDraft;
  copy: ConsoleCampaignsCopy;
}) {
  const [width, setWidth] = useState<Width>('desktop');
  // A campaign in two languages: either version is shown.
  const [second, setSecond] = useState(false);
  const showSecond = second && draft.translated;
  const shownDraft = showSecond ? translationDraft(draft) : draft;
  const preview = useCampaignPreview(shownDraft);
  const text = copy.preview;
  const shown = 'shown' in preview ? preview.shown : undefined;
  const area = useElementWidth<HTMLDivElement>(WIDTHS.desktop + 16);
  const frameWidth = WIDTHS[width];
  const status =
    preview.state === 'empty'
      ? text.empty
      : preview.state === 'failed'
        ? fillCopy(text.failed, { message: preview.message })
        : preview.state === 'loading' && !shown
          ? text.loading
          : undefined;
  // While a newer rendering is on its way, the last one stays (the frame's area is busy).
  // A narrower column shows the e-mail laid out at its real width, scaled down to fit.
  const scale = Math.min(1, Math.max(0.3, (area.width - 16) / frameWidth));
  return (
    <section aria-labelledby="campaign-preview-heading" className={`${CARD} min-w-0`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="campaign-preview-heading" className="text-lg font-semibold text-ink">
          {copy.editor.sections.preview}
        </h2>
        <div
          role="group"
          aria-label={text.modeLabel}
          className="inline-flex rounded-lg bg-slate-100 p-1"
        >
          {(Object.keys(WIDTHS) as Width[]).map((name) => {
            const Icon = name === 'desktop' ? Monitor : Smartphone;
            return (
              <button
                key={name}
                type="button"
                aria-pressed={width === name}
                onClick={() => setWidth(name)}
                className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold text-slate-700 aria-pressed:bg-white aria-pressed:text-ink aria-pressed:shadow-sm"
              >
                <Icon aria-hidden="true" className="size-4" />
                {text[name]}
              </button>
            );
          })}
        </div>
      </div>
      {draft.translated ? (
        <div
          role="group"
          aria-label={text.versionLabel}
          className="mt-3 inline-flex rounded-lg bg-slate-100 p-1"
        >
          {[draft.language, translationDraft(draft).language].map((language, index) => (
            <button
              key={language}
              type="button"
              aria-pressed={showSecond === (index === 1)}
              onClick={() => setSecond(index === 1)}
              className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-slate-700 aria-pressed:bg-white aria-pressed:text-ink aria-pressed:shadow-sm"
            >
              {copy.languages[language]}
            </button>
          ))}
        </div>
      ) : null}
      {status ? <p className="mt-3 text-sm text-slate-600">{status}</p> : null}
      {shown ? (
        <p className="mt-3 text-sm break-words text-slate-800">
          <span className="font-semibold">{text.subject}</span> {shown.subject}
        </p>
      ) : null}
      <div
        ref={area.ref}
        aria-busy={preview.state === 'loading' || undefined}
        className={shown ? 'mt-3 rounded-lg border border-slate-200 bg-slate-100 p-2' : ''}
      >
        {shown ? (
          <div
            className="mx-auto overflow-hidden rounded bg-white"
            style={{ width: frameWidth * scale, height: FRAME_HEIGHT * scale }}
          >
            <iframe
              sandbox=""
              srcDoc={shown.html}
              title={text.frame}
              referrerPolicy="no-referrer"
              style={{
                width: frameWidth,
                height: FRAME_HEIGHT,
                transform: scale < 1 ? `scale(${scale})` : undefined,
              }}
              className="block max-w-none origin-top-left"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
