export { Stepper, stepStateOf } from './Stepper';
export type { StepperProps, StepItem, StepState } from './Stepper';
