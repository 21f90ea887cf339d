export { UiTestProvider } from './UiTestProvider';
export type { UiTestProviderProps } from './UiTestProvider';
