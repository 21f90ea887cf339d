export { TimerRing, formatRemaining } from './TimerRing';
export type { TimerRingProps } from './TimerRing';
