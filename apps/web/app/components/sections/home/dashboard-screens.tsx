import type { CSSProperties } from 'react';
import type { HomeCopy } from '../../../content/fr/home';
import { Icon } from '../../../shared/icons/icon';

type MockCopy = HomeCopy['hero']['mock'];

/** Slide backgrounds of the "now playing" preview, by position. */
const SLIDE_BACKGROUNDS = [
  'bg-linear-to-br from-brand to-accent',
  'bg-linear-to-br from-accent to-sky',
  'bg-linear-to-br from-sky to-brand',
];

/** The 9 s cycle shows each of the three slides for 3 s: negative delays offset them. */
function cycleStyle(index: number): CSSProperties {
  return { animationDelay: `${index === 0 ? 0 : -9 + index * 3}s` };
}

/** The list of screens, each online, with what it plays (decorative: inside the mock image). */
export function DashboardScreens({ copy }: { copy: MockCopy }) {
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <p className="text-xs font-semibold tracking-wide text-indigo-200 uppercase">
        {copy.screensTitle}
      </p>
      <ul className="flex flex-col gap-2">
        {copy.screens.map((screen) => (
          <li
            key={screen.id}
            className="flex items-center gap-3 rounded-xl bg-white/5 p-2.5 ring-1 ring-white/10"
          >
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand/30 text-indigo-100">
              <Icon name="monitor" className="size-4" />
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-sm font-medium text-white">{screen.name}</span>
              <span className="flex items-center gap-1.5 text-xs text-cyan-200">
                <span className="relative flex size-2">
                  <span className="absolute inline-flex size-full rounded-full bg-cyan-300 opacity-75 motion-safe:animate-ping" />
                  <span className="relative inline-flex size-2 rounded-full bg-cyan-300" />
                </span>
                {copy.online}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A preview that cycles through what each screen is playing. */
export function DashboardNowPlaying({ copy }: { copy: MockCopy }) {
  return (
    <div className="flex flex-col gap-3 sm:col-span-3">
      <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-indigo-200 uppercase">
        <Icon name="radio" className="size-3.5" />
        {copy.nowPlaying}
      </p>
      <div className="relative aspect-video overflow-hidden rounded-xl ring-1 ring-white/10">
        {copy.screens.map((screen, index) => (
          <div
            key={screen.id}
            style={cycleStyle(index)}
            className={`absolute inset-0 flex flex-col justify-end gap-1 p-4 motion-safe:animate-vt-cycle ${
              SLIDE_BACKGROUNDS[index % SLIDE_BACKGROUNDS.length]
            } ${index === 0 ? 'opacity-100' : 'opacity-0'}`}
          >
            <span className="absolute inset-0 bg-linear-to-t from-ink/85 via-ink/25 to-transparent" />
            <span className="relative text-xs font-medium text-indigo-100">{screen.name}</span>
            <span className="relative text-lg leading-tight font-bold text-white sm:text-xl">
              {screen.content}
            </span>
          </div>
        ))}
      </div>
      <div className="flex gap-1.5">
        {copy.screens.map((screen, index) => (
          <span key={screen.id} className="h-1 flex-1 overflow-hidden rounded-full bg-white/15">
            <span
              style={cycleStyle(index)}
              className={`block h-full bg-white motion-safe:animate-vt-cycle ${
                index === 0 ? 'opacity-100' : 'opacity-0'
              }`}
            />
          </span>
        ))}
      </div>
    </div>
  );
}
