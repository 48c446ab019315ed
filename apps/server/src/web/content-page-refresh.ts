import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import {
  CONTENT_ENTITIES,
  type ContentEntityName,
} from '@vitrine/contract/entities/entity-registry';
import { LOCALES } from '@vitrine/contract/locales';
import {
  CONTENT_PAGES,
  readSeedContent,
  type SiteContentReader,
} from '@vitrine/contract/site-content/site-content';
import { pagePath } from '@vitrine/contract/site-pages';
import { ALL_ENTITIES } from '../cluster/change-bus';
import { newScriptMarker, pagePolicy, rendererScriptHashes } from './content-security-policy';
import type { PagePolicy } from './page-answers';
import type { PrerenderedPage } from './prerendered-pages';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Renders one page through the React Router handler with this marker on its own scripts. */
export type RenderPage = (path: string, scriptMarker: string) => Promise<Response>;

export interface ContentPageRefreshOptions {
  /** The pre-rendered pages, swapped in place. */
  pages: Map<string, PrerenderedPage>;
  render: RenderPage;
  read: SiteContentReader;
  /** The pages' Content-Security-Policy options; absent in development. */
  policy: Omit<PagePolicy, 'prerenderScriptMarker'> | undefined;
  log: FastifyBaseLogger;
  /** How long to wait for a burst of changes to end before rendering (ms). */
  debounceMs?: number;
  /** Told the paths of the pages just swapped in (a CDN purge follows, decision 0067). */
  onRendered?: (paths: string[]) => void;
}

function isContentEntity(name: string): name is ContentEntityName {
  return (CONTENT_ENTITIES as readonly string[]).includes(name);
}

/** Both languages' paths of the pages drawn from these entities. */
function pathsOf(entities: readonly ContentEntityName[]) {
  const pages = new Set(entities.flatMap((entity) => CONTENT_PAGES[entity]));
  return [...pages].flatMap((page) => LOCALES.map((locale) => pagePath(locale, page)));
}

/** JSON with object keys sorted, so that records read back from JSONB compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Keeps the pre-rendered pages drawn from content records (Home, Pricing, About, in both
 * languages) in step with the database. The build rendered them from the seed; at start, the
 * pages whose records differ from the seed are rendered again; after each committed change to a
 * content entity, here or on another instance, its pages are rendered again once the burst of
 * changes is over. A new page replaces the old one whole (HTML, brotli, gzip, ETag, policy); a
 * render that fails keeps the old page and logs an error.
 */
export class ContentPageRefresh {
  private readonly dirty = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private queue: Promise<void> = Promise.resolve();
  private started = false;
  private closed = false;
  private readonly debounceMs: number;

  constructor(private readonly options: ContentPageRefreshOptions) {
    this.debounceMs = options.debounceMs ?? 150;
  }

  /** Renders the pages whose records differ from the build's (the seed); then follows changes. */
  async start() {
    const stale: ContentEntityName[] = [];
    for (const entity of CONTENT_ENTITIES) {
      const [stored, seeded] = await Promise.all([
        this.options.read(entity),
        readSeedContent(entity),
      ]);
      // As sets: records of equal `order` (Home's and About's figures) may come in either order.
      const same = (records: unknown[]) => records.map(canonical).sort().join('\n');
      if (same(stored) !== same(seeded)) stale.push(entity);
    }
    this.started = true;
    await this.enqueue(pathsOf(stale));
  }

  /** A committed change to `entity` (or to any, after missed notifications). */
  changed(entity: string) {
    if (!this.started || this.closed) return;
    const entities =
      entity === ALL_ENTITIES ? CONTENT_ENTITIES : isContentEntity(entity) ? [entity] : [];
    const paths = pathsOf(entities).filter((path) => this.options.pages.has(path));
    if (paths.length === 0) return;
    for (const path of paths) this.dirty.add(path);
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      const due = [...this.dirty];
      this.dirty.clear();
      void this.enqueue(due);
    }, this.debounceMs);
  }

  /** Resolves once every change told so far is on the pages (for tests and shutdown). */
  async settled() {
    while (this.timer || this.dirty.size > 0) {
      await new Promise((resolve) => setTimeout(resolve, this.debounceMs));
    }
    await this.queue;
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Renders one after the other, so that the last change is always the last one drawn. */
  private enqueue(paths: string[]) {
    const run = async () => {
      const began = performance.now();
      const done = await Promise.all(paths.map((path) => this.renderOne(path)));
      const rendered = done.filter(Boolean).length;
      const swapped = paths.filter((_path, index) => done[index]);
      if (swapped.length > 0) this.options.onRendered?.(swapped);
      if (paths.length > 0) {
        const ms = Math.round(performance.now() - began);
        this.options.log.info({ pages: paths, rendered, ms }, 'content pages rendered again');
      }
    };
    this.queue = this.queue.then(run, run);
    return this.queue;
  }

  private async renderOne(path: string) {
    if (this.closed || !this.options.pages.has(path)) return false;
    try {
      const marker = newScriptMarker();
      const response = await this.options.render(path, marker);
      const type = response.headers.get('content-type') ?? '';
      if (response.status !== 200 || !type.startsWith('text/html')) {
        throw new Error(`status ${response.status} (${type})`);
      }
      const html = Buffer.from(await response.arrayBuffer());
      const [br, gz] = await Promise.all([
        brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(html, { level: 9 }),
      ]);
      const { policy } = this.options;
      this.options.pages.set(path, {
        html,
        br,
        gzip: gz,
        etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
        // The marker was drawn for this render only: its scripts' hashes make the policy now.
        contentSecurityPolicy: policy
          ? pagePolicy(rendererScriptHashes(html.toString('utf8'), marker), policy)
          : undefined,
      });
      return true;
    } catch (error) {
      this.options.log.error(
        { err: error, path },
        'content page render failed; the previous page stays',
      );
      return false;
    }
  }
}
