import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const FRAMEWORK =
  /[\\/]node_modules[\\/](?:react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
// Shared site code: layout, the audience tracker, UI primitives, the form hooks and their loader, routing and SEO
// helpers, the shared copy and icons, and what the site takes from app/shared/ (toasts, app id,
// number formatting, the language cookie). Page copy, page sections and the lazily loaded form
// engine stay apart. From the contract, only what pages render with: the schemas, client,
// validation, error codes and field options belong to the form engine, the blog and the console.
const SHARED_SITE_CODE =
  /[\\/](?:app[\\/](?:analytics[\\/][\w-]+|components[\\/](?:ui[\\/][\w-]+|layout[\\/][\w-]+|forms[\\/](?:use-[\w-]+|load-form-engine))|shared[\\/](?:toast|api|i18n|ui|format[\\/](?:intl-locale|format-number))|routing|seo[\\/][\w-]+|data|i18n[\\/](?:common|seo)-copy)|lucide-react|contract[\\/]src[\\/](?:locales|site-pages|honeypot))[\\/.]/;
// Home loads the site chunk, so the chunk only holds what Home's page loads on its own: the root,
// the site layout and the Home route, and what they import statically. Modules several other
// pages share (the blog's meta, the dark hero, the feature icons, the icons the console shares
// with the site) land in those pages' own shared chunks instead.
const HOME_ROUTES = /[\\/]app[\\/](?:root|routes[\\/](?:site-layout|home))\.tsx$/;

// lucide-react's index re-exports every icon: it imports them all, so the icons Home shows are
// told apart by the names the importing modules take from it (`Trash2`, `ImageIcon`).
const ICON_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const ICON_IMPORTS = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
const ICON_EXPORTS = /export\s*\{([^}]*)\}\s*from\s*["']\.\/icons\/([\w-]+\.mjs)["']/g;

type ModuleGraph = {
  getModuleInfo(id: string): { code: string | null; importers: readonly string[] } | null;
};

/** The names in an `import { … }` or `export { … }` list, on the side of the module they come from. */
const listedNames = (list: string, side: 0 | 1) =>
  list.split(',').map((part) => part.trim().split(/\s+as\s+/)[side] ?? part.trim());

/**
 * Tells whether a chain of static imports leads from the root, the site layout or Home to a
 * module. One per build: it keeps what it learnt of the graph.
 */
function homeModules() {
  const importers = new Map<string, readonly string[]>();
  // Each icon file's names in lucide-react's index, and the names each of its importers takes.
  let iconIndex: { names: Map<string, string[]>; users: [string, string[]][] } | undefined;

  function readIconIndex(index: string, graph: ModuleGraph) {
    const info = graph.getModuleInfo(index);
    const names = new Map(
      [...(info?.code ?? '').matchAll(ICON_EXPORTS)].map(([, list, file]) => [
        file!,
        listedNames(list!, 1),
      ]),
    );
    const users = (info?.importers ?? []).map((user): [string, string[]] => [
      user,
      [...(graph.getModuleInfo(user)?.code ?? '').matchAll(ICON_IMPORTS)].flatMap(([, list]) =>
        listedNames(list!, 0),
      ),
    ]);
    return { names, users };
  }

  /** The modules that statically import `id`, those that take an icon by name from the index. */
  function importersOf(id: string, graph: ModuleGraph): readonly string[] {
    const known = importers.get(id);
    if (known) return known;
    const found = (graph.getModuleInfo(id)?.importers ?? []).flatMap((importer) => {
      if (!ICON_INDEX.test(importer)) return [importer];
      iconIndex ??= readIconIndex(importer, graph);
      const names = iconIndex.names.get(id.split(/[\\/]/).pop()!) ?? [];
      return iconIndex.users
        .filter(([, taken]) => taken.some((name) => names.includes(name)))
        .map(([user]) => user);
    });
    importers.set(id, found);
    return found;
  }

  return (id: string, graph: ModuleGraph): boolean => {
    const seen = new Set([id]);
    const queue = [id];
    for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
      if (HOME_ROUTES.test(current)) return true;
      for (const importer of importersOf(current, graph)) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    return false;
  };
}

export default defineConfig(({ isSsrBuild }) => {
  const loadedByHome = homeModules();
  return {
    plugins: [tailwindcss(), reactRouter()],
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              // Few, well-compressed chunks: every page loads the framework and the shared site code
              // anyway, and each tiny chunk (a button, an icon) would cost a request of its own.
              codeSplitting: {
                groups: [
                  { name: 'framework', test: FRAMEWORK, priority: 2 },
                  {
                    debugName: 'site',
                    name: (id, graph) => (loadedByHome(id, graph) ? 'site' : null),
                    test: SHARED_SITE_CODE,
                    minShareCount: 2,
                    priority: 1,
                  },
                ],
              },
            },
          },
    },
  };
});
