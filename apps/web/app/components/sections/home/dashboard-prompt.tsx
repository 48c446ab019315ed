import type { HomeCopy } from '../../../content/fr/home';
import { Icon } from '../../../shared/icons/icon';

/**
 * The AI prompt of the mock: the prompt types itself in, a progress bar fills while the AI
 * "generates", then the visual is ready. The still frame (reduced motion) is the finished state.
 */
export function DashboardPrompt({ copy }: { copy: HomeCopy['hero']['mock'] }) {
  return (
    <div className="flex flex-col gap-2 border-t border-white/10 p-4">
      <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-indigo-200 uppercase">
        <Icon name="wand-sparkles" className="size-3.5" />
        {copy.promptLabel}
      </p>
      <div className="rounded-lg bg-[#0b1736] px-3 py-2.5 ring-1 ring-white/10">
        <span className="relative block overflow-hidden">
          <span className="block truncate text-sm text-white">{copy.prompt}</span>
          <span className="absolute inset-0 border-l-2 border-cyan-300 bg-[#0b1736] [transform:translateX(100%)] motion-safe:animate-vt-type" />
        </span>
      </div>
      <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-white/10">
        <div className="h-full origin-left rounded-full bg-linear-to-r from-brand via-accent to-sky motion-safe:animate-vt-progress" />
      </div>
      <p className="grid text-xs font-medium">
        <span className="col-start-1 row-start-1 text-indigo-200 opacity-0 motion-safe:animate-vt-generating">
          {copy.generating}
        </span>
        <span className="col-start-1 row-start-1 flex items-center gap-1.5 text-cyan-200 motion-safe:animate-vt-ready">
          <Icon name="circle-check" className="size-3.5" />
          {copy.ready}
        </span>
      </p>
    </div>
  );
}
