import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MarkdownPicture } from '@vitrine/contract/markdown/markdown-pictures';
import { Piscina } from 'piscina';

/** The worker's bundle: next to this bundle in `dist/`, or the server's build when run from source. */
function workerFile() {
  const here = import.meta.url;
  const built = here.endsWith('.ts')
    ? new URL('../../dist/markdown-render-worker.cjs', here)
    : new URL('./markdown-render-worker.cjs', here);
  const file = fileURLToPath(built);
  return existsSync(file) ? file : undefined;
}

/** The text took longer than the deadline: its worker was ended. */
export class MarkdownRenderTimeout extends Error {
  readonly code = 'MARKDOWN_RENDER_TIMEOUT';
}

/** Every thread busy and the queue full: says nothing about the text. */
export class MarkdownRenderBusy extends Error {
  readonly code = 'MARKDOWN_RENDER_BUSY';
}

export interface MarkdownRendererOptions {
  /** Longest a render may take, queue included; the worker is ended past it. */
  timeoutMs: number;
  threads: number;
  /** Renders waiting for a thread; past it a render fails at once. */
  maxQueue: number;
}

/**
 * Blog posts' Markdown rendered in worker threads (piscina, decision 0038), each with a deadline:
 * a text the parser takes too long on ends its worker (a new one starts) and rejects with
 * `MarkdownRenderTimeout`, instead of holding the event loop.
 */
export class MarkdownRenderer {
  private readonly pool: Piscina | undefined;
  readonly figures = { renders: 0, timeouts: 0 };

  constructor(private readonly options: MarkdownRendererOptions) {
    const filename = workerFile();
    // Development from source without a build: the page renders in process.
    if (!filename) return;
    this.pool = new Piscina({
      filename,
      minThreads: 0,
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      idleTimeout: 60_000,
    });
  }

  get available() {
    return this.pool !== undefined;
  }

  get queued() {
    return this.pool?.queueSize ?? 0;
  }

  async render(markdown: string, pictures: [string, MarkdownPicture][] = []): Promise<string> {
    if (!this.pool) throw new Error('The Markdown worker is not built (run "npm run build")');
    if (this.pool.queueSize >= this.options.maxQueue)
      throw new MarkdownRenderBusy('Every Markdown worker is busy');
    this.figures.renders += 1;
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    try {
      return (await this.pool.run({ markdown, pictures }, { signal })) as string;
    } catch (error) {
      if (!signal.aborted) throw error;
      this.figures.timeouts += 1;
      throw new MarkdownRenderTimeout(`Markdown render over ${this.options.timeoutMs} ms`);
    }
  }

  async close() {
    await this.pool?.destroy();
  }
}
