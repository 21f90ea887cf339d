// A dynamic entry of one component: Radix Dialog loads when the parent first presses Log out, not
// with the dashboard (decision 120; the portal's shell does the same, decision 99).
export { ConfirmDialog } from '@school/ui';
