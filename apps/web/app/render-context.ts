import type { RenderContext } from '@vitrine/contract/render-context';

// React Router's load context is the server's render context (`@vitrine/contract/render-context`),
// every field possibly missing: pre-rendering at build time has no server. Loaders and
// `entry.server.tsx` read it typed, with no cast.
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the fields come from RenderContext
  interface AppLoadContext extends Partial<RenderContext> {}
}
