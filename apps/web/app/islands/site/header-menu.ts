/**
 * The phone menu (docs/product.md §9.1): the button opens and closes it (`data-open` on the
 * header, `aria-expanded` and the button's name follow); Escape closes it and puts the focus back
 * on the button. A page shown again from the back-forward cache comes back closed.
 */
export function startHeaderMenu(header: HTMLElement) {
  const button = header.querySelector<HTMLButtonElement>('button[aria-controls]');
  if (!button) return;
  const isOpen = () => header.hasAttribute('data-open');
  const setOpen = (open: boolean) => {
    header.toggleAttribute('data-open', open);
    button.setAttribute('aria-expanded', String(open));
    const label = open ? button.dataset.closeLabel : button.dataset.openLabel;
    if (label) button.setAttribute('aria-label', label);
  };
  button.addEventListener('click', () => setOpen(!isOpen()));
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) setOpen(false);
  });
}
