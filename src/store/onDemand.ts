// Code loaded on demand, once: a module (or several) fetched the first time it is asked for, then
// handed over synchronously; listeners (useSyncExternalStore) hear when it arrives. A failed
// download may be retried by asking again.
export interface OnDemand<T> {
  /** Start loading (once); resolves with the loaded value. */
  load(): Promise<T>;
  /** The value once loaded, else null. */
  get(): T | null;
  /** Be told once the value has loaded. */
  subscribe(listener: () => void): () => void;
}

export function onDemand<T>(fetch: () => Promise<T>): OnDemand<T> {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= fetch().then(
        (v) => {
          value = v;
          for (const l of listeners) l();
          return v;
        },
        (e: unknown) => {
          loading = null;
          throw e;
        },
      );
      return loading;
    },
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
