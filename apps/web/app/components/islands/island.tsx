import { createContext, useContext, type ReactNode } from 'react';
import type { IslandName } from '../../islands/island-manifest';
import type { loader as rootLoader } from '../../root';

type IslandAssets = ReturnType<typeof rootLoader>['islands'];

/**
 * The islands' scripts by name, from the root loader: given by the site's frame (`SiteShell`) and
 * to the parts drawn apart from the router (`static-fragment.ts`).
 */
export const IslandAssetsContext = createContext<IslandAssets | undefined>(undefined);

export function useIslandAssets(): IslandAssets | undefined {
  return useContext(IslandAssetsContext);
}

type IslandTag = 'div' | 'section' | 'header' | 'aside' | 'span';

/** JSON that can sit inside `<script>`: no `<` survives to close it or open a comment. */
function scriptSafeJson(value: unknown) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Draws a part of a page that an island makes interactive (decision 0066): the element, marked
 * `data-island="<name>"`, then its props as a JSON data block (never run: no script policy needed)
 * and the island's module script with its chunks preloaded. A page loads the scripts of the
 * islands it draws and nothing else; the module runs after the document is parsed.
 */
export function Island({
  name,
  props,
  as: Tag = 'div',
  className,
  children,
}: {
  name: IslandName;
  props?: unknown;
  as?: IslandTag;
  className?: string;
  children?: ReactNode;
}) {
  const asset = useIslandAssets()?.[name];
  return (
    <>
      <Tag data-island={name} className={className}>
        {children}
      </Tag>
      {props === undefined ? null : (
        <script
          type="application/json"
          data-island-props=""
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(props) }}
        />
      )}
      {asset ? <script type="module" src={asset.file} /> : null}
    </>
  );
}
