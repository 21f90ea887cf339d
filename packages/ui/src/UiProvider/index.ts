export { UiProvider, useUiMessages, usePortalContainer } from './UiProvider';
export type { UiProviderProps } from './UiProvider';
