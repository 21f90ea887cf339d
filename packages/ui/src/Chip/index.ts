export { Chip } from './Chip';
export type { ChipProps, Tone } from './Chip';
