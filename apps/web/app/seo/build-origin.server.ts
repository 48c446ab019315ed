import type { AppLoadContext } from 'react-router';

/**
 * The public origin baked into pre-rendered pages: `PUBLIC_URL` at build time, else the server's
 * own default. The server replaces it with its configured public URL when it loads those pages,
 * and hands its URL to server-rendered requests through the load context.
 */
export function buildOrigin() {
  const configured = process.env.PUBLIC_URL?.trim();
  return (configured || 'http://localhost:3000').replace(/\/+$/, '');
}

/** The origin of this render: the server's load context, else the build-time origin. */
export function requestOrigin(context: AppLoadContext | undefined) {
  return context?.publicUrl || buildOrigin();
}
