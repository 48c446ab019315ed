import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  toastReducer,
  type Toast,
  type ToastState,
} from './toast-reducer';

const make = (id: string, extra: Partial<Toast> = {}): Toast => ({
  id,
  open: true,
  variant: 'default',
  title: `Toast ${id}`,
  ...extra,
});
const withToasts = (...ids: string[]): ToastState => ({ toasts: ids.map((id) => make(id)) });
const ids = (state: ToastState) => state.toasts.map((toast) => toast.id);

describe('toastReducer (the life cycle of docs/product.md §4.6)', () => {
  it('ADD_TOAST puts the new toast first', () => {
    const state = toastReducer(withToasts('1'), { type: 'ADD_TOAST', toast: make('2') });
    expect(ids(state)).toEqual(['2', '1']);
  });

  it(`ADD_TOAST keeps at most ${TOAST_LIMIT} toasts, dropping the oldest`, () => {
    let state: ToastState = { toasts: [] };
    for (let index = 1; index <= TOAST_LIMIT + 5; index += 1) {
      state = toastReducer(state, { type: 'ADD_TOAST', toast: make(String(index)) });
    }
    expect(TOAST_LIMIT).toBe(20);
    expect(state.toasts).toHaveLength(20);
    expect(state.toasts[0]?.id).toBe('25');
    expect(state.toasts.at(-1)?.id).toBe('6');
  });

  it('UPDATE_TOAST merges into the toast with that id only', () => {
    const state = toastReducer(withToasts('2', '1'), {
      type: 'UPDATE_TOAST',
      toast: { id: '1', title: 'Changed', variant: 'destructive' },
    });
    expect(state.toasts[1]).toMatchObject({ id: '1', title: 'Changed', variant: 'destructive' });
    expect(state.toasts[0]).toEqual(make('2'));
  });

  it('UPDATE_TOAST with an unknown id changes nothing', () => {
    const before = withToasts('1');
    const after = toastReducer(before, { type: 'UPDATE_TOAST', toast: { id: 'x', title: 'y' } });
    expect(after.toasts).toEqual(before.toasts);
  });

  it('DISMISS_TOAST closes one toast by id', () => {
    const state = toastReducer(withToasts('2', '1'), { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts.map((toast) => toast.open)).toEqual([true, false]);
    expect(ids(state)).toEqual(['2', '1']);
  });

  it('DISMISS_TOAST without an id closes every toast', () => {
    const state = toastReducer(withToasts('2', '1'), { type: 'DISMISS_TOAST' });
    expect(state.toasts.map((toast) => toast.open)).toEqual([false, false]);
  });

  it('REMOVE_TOAST removes one toast by id, or all of them without an id', () => {
    expect(
      ids(toastReducer(withToasts('3', '2', '1'), { type: 'REMOVE_TOAST', toastId: '2' })),
    ).toEqual(['3', '1']);
    expect(toastReducer(withToasts('3', '2', '1'), { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });

  it('never mutates the state it is given', () => {
    const before = withToasts('1');
    const frozen = structuredClone(before);
    toastReducer(before, { type: 'DISMISS_TOAST' });
    toastReducer(before, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'z' } });
    toastReducer(before, { type: 'REMOVE_TOAST' });
    expect(before).toEqual(frozen);
  });
});

describe('toast store: dismissal schedules the removal 1,000,000 ms later', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const load = () => import('./toast-store');

  it('adds open toasts, newest first, with the default variant', async () => {
    const store = await load();
    store.toast({ title: 'a' });
    const second = store.toast({ title: 'b', variant: 'destructive' });
    expect(
      store.getToastState().toasts.map((toast) => [toast.title, toast.open, toast.variant]),
    ).toEqual([
      ['b', true, 'destructive'],
      ['a', true, 'default'],
    ]);
    second.update({ title: 'c' });
    expect(store.getToastState().toasts[0]?.title).toBe('c');
  });

  it('keeps a dismissed toast closed until exactly 1,000,000 ms have passed', async () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    const store = await load();
    const listener = vi.fn();
    store.subscribeToToasts(listener);
    const shown = store.toast({ title: 'a' });
    shown.dismiss();
    expect(store.getToastState().toasts).toMatchObject([{ id: shown.id, open: false }]);
    vi.advanceTimersByTime(999_999);
    expect(store.getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToastState().toasts).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('closes through the open-change callback, and schedules one removal per toast', async () => {
    const store = await load();
    const first = store.toast({ title: 'a' });
    store.toast({ title: 'b' });
    store
      .getToastState()
      .toasts.find((toast) => toast.id === first.id)
      ?.onOpenChange?.(false);
    expect(store.getToastState().toasts.map((toast) => toast.open)).toEqual([true, false]);
    vi.advanceTimersByTime(500_000);
    store.dismissToast();
    store.dismissToast(first.id);
    vi.advanceTimersByTime(500_000);
    expect(store.getToastState().toasts.map((toast) => toast.title)).toEqual(['b']);
    vi.advanceTimersByTime(500_000);
    expect(store.getToastState().toasts).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('removes at once on REMOVE_TOAST and cancels the pending removal', async () => {
    const store = await load();
    const shown = store.toast({ title: 'a' });
    shown.dismiss();
    store.dispatchToast({ type: 'REMOVE_TOAST', toastId: shown.id });
    expect(store.getToastState().toasts).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    store.toast({ title: 'b' });
    store.toast({ title: 'c' });
    store.dismissToast();
    store.dispatchToast({ type: 'REMOVE_TOAST' });
    expect(store.getToastState().toasts).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it(`keeps ${TOAST_LIMIT} toasts in the store too`, async () => {
    const store = await load();
    for (let index = 0; index < 30; index += 1) store.toast({ title: String(index) });
    expect(store.getToastState().toasts).toHaveLength(20);
    expect(store.getToastState().toasts[0]?.title).toBe('29');
  });
});
