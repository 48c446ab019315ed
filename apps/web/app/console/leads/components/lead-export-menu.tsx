import type { ExportFileFormat } from '@vitrine/contract/client/entity-handler';
import type { Locale } from '@vitrine/contract/locales';
import { ChevronDown, Download } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useToast } from '../../../shared/toast/use-toast';
import { apiFailure } from '../../shared/api-failure';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { downloadBlob } from '../../shared/browser-files';
import { exportFileName } from '../../shared/format';
import { LEAD_ENTITIES, type LeadKind } from '../lead-kinds';
import { LEAD_FILTER_KEYS, leadQuery } from '../lead-query';
import { apiLeadSort, readLeadSort } from '../lead-sort';
import { useLeadWorkCopy } from '../use-lead-work-copy';
import { useLeadsCopy } from '../use-leads-copy';
import { isFiltered, readFilters } from '../../shared/lists/list-query';

type Choice = 'csvSemicolon' | 'csvComma' | 'excel';
const DELIMITERS = { csvSemicolon: ';', csvComma: ',' } as const;

/** A CSV readable in the console's language, or raw (field names, stored values); Excel in it. */
function formatOf(choice: Choice, lang: Locale, raw: boolean): ExportFileFormat {
  if (choice === 'excel') return { format: 'xlsx', lang };
  const delimiter = DELIMITERS[choice];
  return raw ? { format: 'csv', delimiter, raw: true } : { format: 'csv', delimiter, lang };
}

/**
 * Downloads the lead table as it is filtered and sorted: a CSV separated by `;` (what Excel
 * expects in French, first in the French console) or `,` (first in English), or an Excel
 * workbook in the console's language. A button that shows the three choices below it, and a
 * box for a CSV with raw field names and values (for machines).
 */
export function LeadExportMenu({ kind, empty }: { kind: LeadKind; empty: boolean }) {
  const { client, copy, locale } = useConsole();
  const leads = useLeadsCopy();
  const work = useLeadWorkCopy();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [raw, setRaw] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        toggle.current?.focus();
      } else if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  const run = async (choice: Choice) => {
    setOpen(false);
    setBusy(true);
    const query = leadQuery(kind, readFilters(params, LEAD_FILTER_KEYS));
    const sort = apiLeadSort(kind, readLeadSort(kind, params.get('sort') ?? ''));
    const format = formatOf(choice, locale, raw);
    try {
      const handler = client.entities[LEAD_ENTITIES[kind]];
      const blob = await handler.exportFile(isFiltered(query) ? query : undefined, sort, format);
      const extension = format.format === 'xlsx' ? 'xlsx' : 'csv';
      downloadBlob(blob, exportFileName(leads.kinds[kind].file, new Date(), extension));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: fillCopy(leads.export.failed, { message: apiFailure(error).message }),
      });
    } finally {
      setBusy(false);
    }
  };

  const choices: Choice[] =
    locale === 'fr' ? ['csvSemicolon', 'csvComma', 'excel'] : ['csvComma', 'csvSemicolon', 'excel'];
  return (
    <div ref={root} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={busy || empty}
        aria-busy={busy || undefined}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <Download aria-hidden="true" className="size-4" />
        {busy ? copy.actions.exporting : work.export.menu}
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="mt-2 w-full rounded-xl border border-slate-200 bg-white p-2 shadow-lg sm:absolute sm:right-0 sm:z-20 sm:w-80"
      >
        <p className="px-3 py-1 text-xs font-semibold text-slate-600">{work.export.title}</p>
        <ul>
          {choices.map((choice) => (
            <li key={choice}>
              <button
                type="button"
                onClick={() => void run(choice)}
                className="min-h-11 w-full rounded-lg px-3 py-2 text-left text-sm text-slate-800 hover:bg-indigo-50"
              >
                {work.export[choice]}
              </button>
            </li>
          ))}
        </ul>
        <label className="flex min-h-11 items-center gap-2 px-3 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={raw}
            onChange={(event) => setRaw(event.target.checked)}
            aria-describedby={`${menuId}-raw`}
            className="size-4"
          />
          {leads.export.raw}
        </label>
        <p id={`${menuId}-raw`} className="px-3 text-xs text-slate-600">
          {leads.export.rawHelp}
        </p>
        <p className="px-3 pt-1 pb-2 text-xs text-slate-600">{leads.export.help}</p>
      </div>
    </div>
  );
}
