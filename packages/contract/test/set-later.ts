/**
 * A stand-in for a value that a `beforeAll` hook sets: reading a property reads the value's own
 * (methods bound to it), and throws before the hook has run.
 */
export function setLater<T extends object>(read: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const value = read();
      if (!value) throw new Error(`${what} starts in beforeAll: use it inside a hook or test`);
      const property = Reflect.get(value, key) as unknown;
      return typeof property === 'function' ? property.bind(value) : property;
    },
  });
}
