export { Text } from './Text';
export type { TextProps, TextTone } from './Text';
