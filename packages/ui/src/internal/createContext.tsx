import { createContext as createReactContext, useContext, type ReactNode } from 'react';

/**
 * Makes a `[Provider, useX]` pair. The hook throws a message naming the
 * provider to add when it is used outside it, instead of failing later.
 */
export function createStrictContext<T>(providerName: string, hookName: string) {
  const Context = createReactContext<T | null>(null);
  Context.displayName = providerName;
  function Provider({ value, children }: { value: T; children?: ReactNode }) {
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }
  function useStrict(): T {
    const value = useContext(Context);
    if (value === null) {
      throw new Error(`\`${hookName}\` must be used within \`${providerName}\`: wrap your tree in <${providerName}>.`);
    }
    return value;
  }
  return [Provider, useStrict] as const;
}
