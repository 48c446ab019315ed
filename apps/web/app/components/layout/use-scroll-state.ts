import { useEffect, useState, type RefObject } from 'react';

/** docs/product.md §9.1: the header turns opaque once the page has scrolled more than this. */
export const SCROLL_THRESHOLD_PX = 10;

/**
 * Tracks the page scroll once per frame: returns whether it passed the threshold, and draws the
 * reading progress straight onto `progressRef` (no re-render per scroll event).
 */
export function useScrollState(progressRef: RefObject<HTMLElement | null>) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const { scrollY, innerHeight } = window;
      const range = document.documentElement.scrollHeight - innerHeight;
      const ratio = range > 0 ? Math.min(1, Math.max(0, scrollY / range)) : 0;
      const bar = progressRef.current;
      if (bar) {
        bar.style.transform = `scaleX(${ratio})`;
        bar.setAttribute('aria-valuenow', String(Math.round(ratio * 100)));
      }
      setScrolled(scrollY > SCROLL_THRESHOLD_PX);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [progressRef]);
  return scrolled;
}
