/**
 * A part of the header fetched only when it is needed (issue #18: the header is on every page),
 * shared by every header of the page: `load()` fetches it once (after a failure — offline, a newer
 * deployment — the next call tries again), `current()` answers it once loaded, `subscribe()` tells
 * when it arrives (for `useSyncExternalStore`).
 */
export interface OnDemand<T> {
  load(): Promise<T>;
  current(): T | null;
  subscribe(listener: () => void): () => void;
}

export function onDemand<T>(fetchPart: () => Promise<T>): OnDemand<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= fetchPart().then(
        (part) => {
          loaded = part;
          listeners.forEach((listener) => listener());
          return part;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
