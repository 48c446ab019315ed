import { render, type ComponentChild } from 'preact';
import { createElement, type ReactNode } from 'react';
import { FormSeedContext } from '../../components/forms/form-seed';
import { FormCommonCopyContext, type FormCommonCopy } from '../../i18n/form-common-copy';
import { Toaster } from '../../shared/toast/toaster';
import { readFormFields } from './read-form-fields';

// `react` is Preact here (scripts/build-islands.mjs). Preact's own `render` takes over the server's
// elements in place (attributes brought up to date, nodes kept, so the focus stays), where the
// React-compatible one would empty the element first.
const renderInPlace = (tree: ReactNode, root: Element) =>
  render(tree as unknown as ComponentChild, root);

let toasterMounted = false;

/** The toasts' live regions, drawn empty by the server (`SiteShell`), taken over once a page. */
function mountToaster(dismissLabel: string) {
  const root = document.getElementById('site-toaster');
  if (toasterMounted || !root) return;
  toasterMounted = true;
  renderInPlace(createElement(Toaster, { dismissLabel }), root);
}

/**
 * Renders `form` over the server's form in `root`, starting from what the visitor already typed,
 * with the forms' shared copy, and takes over the page's toasts.
 */
export function mountForm(root: HTMLElement, common: FormCommonCopy, form: ReactNode) {
  const seed = readFormFields(root);
  const tree = createElement(
    FormCommonCopyContext.Provider,
    { value: common },
    createElement(FormSeedContext.Provider, { value: seed }, form),
  );
  renderInPlace(tree, root);
  mountToaster(common.toast.dismiss);
}
