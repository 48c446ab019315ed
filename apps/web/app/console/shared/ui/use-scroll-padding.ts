import { useEffect, useRef } from 'react';

/**
 * Keeps focused fields clear of a bar stuck to the top of the screen: the page's scroll padding
 * follows the bar's height (it wraps on phones) while the bar is shown (WCAG 2.4.11).
 */
export function useScrollPaddingFor<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const update = () => {
      root.style.scrollPaddingTop = `${bar.offsetHeight + 16}px`;
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, []);
  return ref;
}
