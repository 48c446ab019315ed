/**
 * Paint first, then load JavaScript.
 *
 * Every page is complete in its HTML; scripts only add interaction. React Router's document asks
 * for every module at once (`<link rel="modulepreload">` in the head, then a module script that
 * imports them), so on a slow connection the scripts compete with the stylesheet and the page
 * paints later. This rewrites the document so that the module graph is requested right after the
 * first paint instead: the preload hints move into the bootstrap script, which waits for the
 * first contentful paint (`AFTER_FIRST_PAINT`) before adding them and importing the same modules.
 *
 * The rewrite is strict: if React Router's output ever stops matching, it throws, so the build or
 * the request fails loudly instead of shipping a page that never hydrates.
 */
const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** React Router's inline module script; its attributes (`nonce` among them) are kept. */
const BOOT_SCRIPT =
  /<script((?=[^>]*\stype="module")(?=[^>]*\sasync="")(?![^>]*\ssrc=)[^>]*)>([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /import (?:\* as (\w+) from )?("[^"]+");?/g;

/**
 * Resolves once the browser has recorded the first contentful paint (a `paint` entry), so no
 * module is requested or evaluated before the page shows. A frame is not enough: a timer set in
 * `requestAnimationFrame` can run before that frame is painted (seen in Lighthouse traces, where
 * the page then scored 99 instead of 100, decision 0008). A document with nothing to paint before
 * its scripts run (the console, drawn in the browser) and a hidden tab load at once; browsers
 * without paint timing wait two frames; after 3 s it loads regardless.
 */
const AFTER_FIRST_PAINT = [
  'await new Promise((resolve) => {',
  'let done = false; const go = () => { if (!done) { done = true; setTimeout(resolve, 0); } };',
  'if (document.visibilityState === "hidden") return go();',
  'if ([...document.body.children].every((element) => element.tagName === "SCRIPT")) return go();',
  'document.addEventListener("visibilitychange", go, { once: true }); setTimeout(go, 3000);',
  'if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => requestAnimationFrame(go));',
  'new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); go(); } }).observe({ type: "paint", buffered: true });',
  '});',
].join(' ');

export class PaintFirstError extends Error {
  override name = 'PaintFirstError';
}

export function paintFirst(html: string): string {
  const hrefs = [...new Set([...html.matchAll(PRELOAD_LINK)].map((match) => match[1] as string))];
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) throw new PaintFirstError('no bootstrap module script in the document');
  const attributes = boot[1] as string;
  const body = boot[2] as string;
  const imports = [...body.matchAll(STATIC_IMPORT)].map((match, index) => ({
    name: match[1] ?? `_sideEffect${index}`,
    specifier: match[2] as string,
  }));
  if (imports.length === 0) throw new PaintFirstError('the bootstrap script imports nothing');
  const rest = body.replace(STATIC_IMPORT, '').trim();
  if (!/^window\.__reactRouterRouteModules = [\s\S]*import\("[^"]+"\);$/.test(rest)) {
    throw new PaintFirstError(`unexpected bootstrap script: ${rest.slice(0, 120)}`);
  }
  const script = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(hrefs)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${imports.map((entry) => entry.name).join(', ')}] = await Promise.all([${imports
      .map((entry) => `import(${entry.specifier})`)
      .join(', ')}]);`,
    rest,
  ].join('\n');
  return html
    .replace(PRELOAD_LINK, '')
    .replace(BOOT_SCRIPT, () => `<script${attributes}>${script}</script>`);
}
