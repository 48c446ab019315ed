import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useConsole } from '../shared/console-context';
import { fillCopy } from '../shared/console-locale';
import { toast } from '../../shared/toast/toast-store';
import { asSubmitted, type ContentActionBody, type contentAction } from './content-action';
import { recordName, type ContentKind, type ContentRecord } from './content-kinds';
import { useContentCopy } from './use-content-copy';

/** Where the focus goes after a move: the same button of the moved row (its rows re-render). */
export const moveButtonId = (id: string, direction: 'up' | 'down') =>
  `content-move-${direction}-${id}`;

/** Whether a record may move past its neighbour: figures stay among those of their page. */
export function canSwap(a: ContentRecord | undefined, b: ContentRecord | undefined) {
  if (!a || !b) return false;
  return !('placement' in a) || !('placement' in b) || a.placement === b.placement;
}

/** A change sent, with what to say once done and the list to go back to if it fails. */
interface Sent {
  body: ContentActionBody;
  done: string;
  failed: string;
  previous: ContentRecord[];
}

/**
 * A kind's list as shown, with its changes through the route's `clientAction` (one at a time):
 * show or hide, move up or down (the list is renumbered 0, 1, 2… and the records whose place
 * changed are written in one bulk update), delete. A change shows at once and goes back if it
 * fails; the route loads the list again after each.
 */
export function useContentList(kind: ContentKind, loaded: ContentRecord[]) {
  const { locale } = useConsole();
  const copy = useContentCopy();
  const fetcher = useFetcher<typeof contentAction>();
  const [records, setRecords] = useState(loaded);
  const [sent, setSent] = useState<Sent>();
  const [focus, setFocus] = useState<{ id: string; direction: 'up' | 'down' }>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => setRecords(loaded), [loaded]);

  useEffect(() => {
    if (!focus) return;
    const other = focus.direction === 'up' ? 'down' : 'up';
    const button = document.getElementById(moveButtonId(focus.id, focus.direction));
    const usable = button instanceof HTMLButtonElement && !button.disabled;
    (usable ? button : document.getElementById(moveButtonId(focus.id, other)))?.focus();
  }, [focus, records]);

  useEffect(() => {
    if (!answer || !sent) return;
    setSent(undefined);
    if (answer.failure !== undefined) {
      setRecords(sent.previous);
      toast({ title: sent.failed, description: answer.failure, variant: 'destructive' });
    } else toast({ title: sent.done });
    // Once per answer: `sent` is the change it answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const nameOf = (record: ContentRecord) => recordName(kind, record, locale);
  const send = (body: ContentActionBody, next: ContentRecord[], done: string, failed: string) => {
    if (sent) return false;
    setSent({ body, done, failed, previous: records });
    setRecords(next);
    void fetcher.submit(asSubmitted(body), { method: 'post', encType: 'application/json' });
    return true;
  };

  const setVisible = (record: ContentRecord, visible: boolean) => {
    const name = nameOf(record);
    const next = records.map((item) => (item.id === record.id ? { ...item, visible } : item));
    const done = fillCopy(visible ? copy.list.shown : copy.list.hiddenDone, { name });
    send({ intent: 'visible', id: record.id, visible }, next, done, copy.list.changeFailed);
  };

  const move = (index: number, direction: 'up' | 'down') => {
    const other = direction === 'up' ? index - 1 : index + 1;
    const [record, neighbour] = [records[index], records[other]];
    if (!record || !neighbour || !canSwap(record, neighbour)) return;
    const swapped = [...records];
    swapped[index] = neighbour;
    swapped[other] = record;
    const next = swapped.map((item, position) => ({ ...item, order: position }));
    const orders = next
      .filter((item, position) => swapped[position]!.order !== item.order)
      .map(({ id, order }) => ({ id, order }));
    const done = fillCopy(copy.list.moved, { name: nameOf(record), position: other + 1 });
    if (send({ intent: 'reorder', orders }, next, done, copy.list.changeFailed))
      setFocus({ id: record.id, direction });
  };

  const remove = (record: ContentRecord) => {
    const next = records.filter((item) => item.id !== record.id);
    const done = fillCopy(copy.remove.done, { name: nameOf(record) });
    return send({ intent: 'delete', id: record.id }, next, done, copy.remove.failed);
  };

  return { records, nameOf, setVisible, move, remove, busy: sent !== undefined };
}
