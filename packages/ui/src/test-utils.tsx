import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { UiTestProvider, type UiTestProviderProps } from './testing/UiTestProvider';

/** Renders through UiTestProvider (theme, messages, toasts); options are its overrides. */
export function renderWithTheme(
  ui: ReactElement,
  overrides: Omit<UiTestProviderProps, 'children'> = {},
  options?: Omit<RenderOptions, 'wrapper'>,
) {
  return render(ui, { ...options, wrapper: ({ children }) => <UiTestProvider {...overrides}>{children}</UiTestProvider> });
}
