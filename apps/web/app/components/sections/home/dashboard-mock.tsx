import type { HomeCopy } from '../../../content/fr/home';
import { Icon } from '../../../shared/icons/icon';
import { DashboardPrompt } from './dashboard-prompt';
import { DashboardNowPlaying, DashboardScreens } from './dashboard-screens';

type MockCopy = HomeCopy['hero']['mock'];

/**
 * An animated product mock made of HTML and CSS only. Assistive technologies get one image with the
 * copy's description; the inner text is hidden from them. Animations run only without
 * prefers-reduced-motion, and every base style is a meaningful still frame.
 */
export function DashboardMock({ copy }: { copy: MockCopy }) {
  return (
    <div role="img" aria-label={copy.description} className="relative w-full max-w-xl lg:ml-auto">
      <div aria-hidden="true">
        <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-linear-to-br from-brand/40 via-accent/30 to-sky/20 opacity-70 blur-2xl" />
        <div className="overflow-hidden rounded-2xl bg-[#101c44] shadow-2xl shadow-black/40 ring-1 ring-white/10">
          <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-3">
            <div className="flex items-center gap-3">
              <span className="flex gap-1.5">
                <span className="size-2.5 rounded-full bg-white/20" />
                <span className="size-2.5 rounded-full bg-white/20" />
                <span className="size-2.5 rounded-full bg-white/20" />
              </span>
              <span className="flex items-center gap-1.5 text-sm font-semibold text-white">
                <Icon name="layout-dashboard" className="size-4 text-indigo-200" />
                {copy.title}
              </span>
            </div>
          </div>
          <div className="grid gap-4 p-4 sm:grid-cols-5">
            <DashboardScreens copy={copy} />
            <DashboardNowPlaying copy={copy} />
          </div>
          <DashboardPrompt copy={copy} />
        </div>
        <p className="absolute -top-4 right-4 flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-ink shadow-lg shadow-black/20 motion-safe:animate-vt-float sm:-right-4">
          <Icon name="calendar-sync" className="size-4 text-brand" />
          {copy.calendarSynced}
        </p>
      </div>
    </div>
  );
}
