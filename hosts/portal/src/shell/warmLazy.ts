import { lazy, type ComponentType } from 'react';

/** A loader that keeps what it loaded: one download, and the value at hand once it arrived. */
export interface Remembered<T> {
  (): Promise<T>;
  /** The loaded value, once the loader's promise resolved; else undefined. */
  loaded: () => { value: T } | undefined;
}

/** `load`, remembered (a loader that already is one is returned as it is). A failure is forgotten, so the next call tries again. */
export function remembered<T>(load: (() => Promise<T>) | Remembered<T>): Remembered<T> {
  if ('loaded' in load) return load;
  let got: { value: T } | undefined;
  let pending: Promise<T> | undefined;
  const run = () =>
    (pending ??= load().then(
      (value) => {
        got = { value };
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return Object.assign(run, { loaded: () => got });
}

/**
 * React.lazy over a remembered loader (decision 135). When the code is already here on the first
 * render (a dashboard's landing awaits it before rendering: routes/preload.ts), the component is
 * handed over in a thenable that resolves at once, so React takes it in the same render: no
 * Suspense fallback is painted, and React does not hold the real content back for its 300 ms
 * "fallback throttle" (a Suspense boundary that showed a fallback reveals its content no sooner
 * than 300 ms after). Otherwise it is React.lazy as usual.
 */
export function warmLazy<P extends object>(load: Remembered<ComponentType<P>>): ComponentType<P> {
  return lazy(() => {
    const got = load.loaded();
    if (!got) return load().then((component) => ({ default: component }));
    // React calls `then` once and reads the component if it resolved by then; nothing else.
    const now = { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: got.value }) };
    return now as unknown as Promise<{ default: ComponentType<P> }>;
  });
}
