/** docs/product.md §9.1: the header turns opaque once the page has scrolled more than this. */
export const SCROLL_THRESHOLD_PX = 10;

/**
 * Follows the page scroll once per animation frame: `data-solid` on the header past the threshold,
 * and the reading progress drawn on its progress bar (no layout work per scroll event).
 */
export function startScrollState(header: HTMLElement) {
  const bar = header.querySelector<HTMLElement>('[role="progressbar"]');
  let frame = 0;
  const update = () => {
    frame = 0;
    const { scrollY, innerHeight } = window;
    const range = document.documentElement.scrollHeight - innerHeight;
    const ratio = range > 0 ? Math.min(1, Math.max(0, scrollY / range)) : 0;
    if (bar) {
      bar.style.transform = `scaleX(${ratio})`;
      bar.setAttribute('aria-valuenow', String(Math.round(ratio * 100)));
    }
    header.toggleAttribute('data-solid', scrollY > SCROLL_THRESHOLD_PX);
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(update);
  };
  schedule();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
}
