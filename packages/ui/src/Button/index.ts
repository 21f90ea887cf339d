export { Button } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
