import type { SubmitTarget } from 'react-router';
import { consoleClient } from '../shared/console-client';
import { consoleCall } from '../shared/session';
import {
  KIND_ENTITIES,
  type ContentDraft,
  type ContentKind,
  type ContentRecord,
} from './content-kinds';

/** What the Content pages post, as JSON, to their route's `clientAction`. */
export type ContentActionBody =
  | { intent: 'save'; id?: string; input: ContentDraft }
  | { intent: 'visible'; id: string; visible: boolean }
  /** The records whose place changed, with their new `order` (one bulk write). */
  | { intent: 'reorder'; orders: { id: string; order: number }[] }
  | { intent: 'delete'; id: string };

/** The body as `fetcher.submit` types it (JSON): drafts are plain JSON, as typed. */
export const asSubmitted = (body: ContentActionBody) => body as unknown as SubmitTarget;

/** The action's answer: the record as saved, or which change was done. */
export type ContentAnswer = { record?: ContentRecord; done: ContentActionBody['intent'] };

/** The route's `clientAction` for `kind`: one change, through the typed client. */
export async function contentAction(request: Request, kind: ContentKind) {
  // Sent by the pages' own fetchers; the server validates every write.
  const body = (await request.json()) as ContentActionBody;
  return consoleCall(request, async (): Promise<ContentAnswer> => {
    const source = consoleClient().entities[KIND_ENTITIES[kind]];
    const options = { signal: request.signal };
    switch (body.intent) {
      case 'save': {
        const input = body.input as never;
        const record = body.id
          ? await source.update(body.id, input, options)
          : await source.create(input, options);
        return { record: record as ContentRecord, done: 'save' };
      }
      case 'visible': {
        const record = await source.update(body.id, { visible: body.visible }, options);
        return { record: record as ContentRecord, done: 'visible' };
      }
      case 'reorder':
        await source.bulkUpdate(body.orders, options);
        return { done: 'reorder' };
      case 'delete':
        await source.delete(body.id, options);
        return { done: 'delete' };
    }
  });
}
