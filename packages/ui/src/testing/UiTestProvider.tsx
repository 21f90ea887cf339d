import type { ReactNode } from 'react';
import { ToastProvider, type ToastProviderProps } from '../Toasts/Toasts';
import { UiProvider, type UiProviderProps } from '../UiProvider/UiProvider';

export interface UiTestProviderProps extends Omit<UiProviderProps, 'children' | 'globalStyle'> {
  /** Toast provider options. @default {} */
  toasts?: Omit<ToastProviderProps, 'children'>;
  /** The tree under test. */
  children?: ReactNode;
}

/** Every @school/ui context with partial overrides, for tests of any package. */
export function UiTestProvider({ toasts, children, ...ui }: UiTestProviderProps) {
  return (
    <UiProvider {...ui} globalStyle={false}>
      <ToastProvider {...toasts}>{children}</ToastProvider>
    </UiProvider>
  );
}
