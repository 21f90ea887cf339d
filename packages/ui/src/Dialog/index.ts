export { Dialog, DialogClose, DialogFooter } from './Dialog';
export type { DialogProps } from './Dialog';
