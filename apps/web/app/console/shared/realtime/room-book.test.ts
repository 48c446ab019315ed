import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entityRoom, readUpdate, type EntityChange } from './entity-change';
import { LEAVE_GRACE_MS, MAX_ROOMS, RoomBook } from './room-book';

const room = entityRoom('vitrine', 'ContactMessage');
const change: EntityChange = { type: 'create', id: 'a1', data: { id: 'a1' } };

describe('RoomBook', () => {
  let sent: string[];
  let book: RoomBook;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    book = new RoomBook((event, name) => sent.push(`${event} ${name}`));
  });
  afterEach(() => vi.useRealTimers());

  it('joins once for two listeners and leaves after the last, past the grace', () => {
    const heard: string[] = [];
    const stopFirst = book.subscribe(room, () => heard.push('first'));
    const stopSecond = book.subscribe(room, () => heard.push('second'));
    expect(sent).toEqual([`join ${room}`]);
    book.dispatch(room, change);
    expect(heard).toEqual(['first', 'second']);
    stopFirst();
    stopFirst();
    vi.advanceTimersByTime(LEAVE_GRACE_MS * 2);
    expect(sent).toEqual([`join ${room}`]);
    stopSecond();
    vi.advanceTimersByTime(LEAVE_GRACE_MS - 1);
    expect(sent).toEqual([`join ${room}`]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([`join ${room}`, `leave ${room}`]);
    expect(book.joined()).toEqual([]);
  });

  it('keeps the room when a listener comes back within the grace (a remount)', () => {
    book.subscribe(room, () => undefined)();
    book.subscribe(room, () => undefined);
    vi.advanceTimersByTime(LEAVE_GRACE_MS * 2);
    expect(sent).toEqual([`join ${room}`]);
  });

  it('counts the same function subscribed twice as two listeners', () => {
    const listener = vi.fn();
    const stop = book.subscribe(room, listener);
    book.subscribe(room, listener);
    stop();
    book.dispatch(room, change);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LEAVE_GRACE_MS);
    expect(sent).toEqual([`join ${room}`]);
  });

  it('joins every listened room again after a reconnection', () => {
    const other = entityRoom('vitrine', 'DemoRequest');
    book.subscribe(room, () => undefined);
    book.subscribe(other, () => undefined);
    sent.length = 0;
    book.rejoinAll();
    expect(sent).toEqual([`join ${room}`, `join ${other}`]);
  });

  it('a listener that throws does not stop the others', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    book.subscribe(room, () => {
      throw new Error('boom');
    });
    book.subscribe(room, after);
    book.dispatch(room, change);
    expect(after).toHaveBeenCalledWith(change);
    spy.mockRestore();
  });

  it(`joins at most ${MAX_ROOMS} rooms; past that a listener hears nothing`, () => {
    for (let index = 0; index < MAX_ROOMS; index += 1)
      book.subscribe(entityRoom('vitrine', `E${index}`), () => undefined);
    const late = vi.fn();
    const extra = entityRoom('vitrine', 'Extra');
    book.subscribe(extra, late)();
    book.dispatch(extra, change);
    expect(late).not.toHaveBeenCalled();
    expect(sent).toHaveLength(MAX_ROOMS);
  });
});

describe('readUpdate', () => {
  it('reads the SDK shape: a room and the event as a JSON string', () => {
    const data = JSON.stringify({ type: 'update', id: 'x', data: { id: 'x' }, timestamp: 't' });
    expect(readUpdate({ room, data })).toEqual({
      room,
      change: { type: 'update', id: 'x', data: { id: 'x' }, timestamp: 't' },
    });
  });

  it('drops malformed messages without throwing', () => {
    for (const message of [
      null,
      'text',
      { room },
      { room, data: '{not json' },
      { room, data: JSON.stringify({ type: 'rename', id: 'x' }) },
      { room, data: JSON.stringify({ type: 'create' }) },
    ])
      expect(readUpdate(message)).toBeUndefined();
  });
});
