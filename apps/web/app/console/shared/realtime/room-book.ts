import type { ChangeListener, EntityChange } from './entity-change';

/** A room left by its last listener is kept this long, so a re-render's remount does not churn. */
export const LEAVE_GRACE_MS = 250;

/** Most rooms one console tab listens to at once (one per entity: far more than the console has). */
export const MAX_ROOMS = 32;

type Send = (event: 'join' | 'leave', room: string) => void;

/**
 * The rooms a socket is in, counted by listener: the first listener of a room joins it, the last
 * one leaves it (after `LEAVE_GRACE_MS`), so any number of components share one room. `send` is
 * called only for those transitions; after a reconnection `rejoinAll` joins every room again.
 */
export class RoomBook {
  private readonly rooms = new Map<string, Set<ChangeListener>>();
  private readonly leaving = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly send: Send,
    private readonly graceMs = LEAVE_GRACE_MS,
  ) {}

  /** Listens to a room; the answer stops listening (once, however often it is called). */
  subscribe(room: string, listener: ChangeListener): () => void {
    let listeners = this.rooms.get(room);
    if (!listeners) {
      // Past the bound the listener hears nothing: its page keeps working as without realtime.
      if (this.rooms.size >= MAX_ROOMS) return () => undefined;
      listeners = new Set();
      this.rooms.set(room, listeners);
    }
    const pending = this.leaving.get(room);
    if (pending !== undefined) {
      clearTimeout(pending);
      this.leaving.delete(room);
    } else if (listeners.size === 0) {
      this.send('join', room);
    }
    // The same function twice counts twice: each subscription has its own entry.
    const entry: ChangeListener = (change) => listener(change);
    listeners.add(entry);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      listeners.delete(entry);
      if (listeners.size === 0) this.scheduleLeave(room);
    };
  }

  /** Hands a change to the room's listeners; one that throws does not stop the others. */
  dispatch(room: string, change: EntityChange) {
    for (const listener of this.rooms.get(room) ?? []) {
      try {
        listener(change);
      } catch (error) {
        console.error(error);
      }
    }
  }

  /** Joins every room that has listeners (after a connection or reconnection). */
  rejoinAll() {
    for (const [room, listeners] of this.rooms) if (listeners.size > 0) this.send('join', room);
  }

  /** The rooms joined now (listened to, or within their leave grace). */
  joined() {
    return [...this.rooms.keys()];
  }

  /** Forgets every room and listener, without sending anything (the socket is closing). */
  clear() {
    for (const timer of this.leaving.values()) clearTimeout(timer);
    this.leaving.clear();
    this.rooms.clear();
  }

  private scheduleLeave(room: string) {
    const timer = setTimeout(() => {
      this.leaving.delete(room);
      if ((this.rooms.get(room)?.size ?? 0) > 0) return;
      this.rooms.delete(room);
      this.send('leave', room);
    }, this.graceMs);
    this.leaving.set(room, timer);
  }
}
