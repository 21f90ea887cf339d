// A dynamic entry of one component: Radix Dialog (10-14 KB gzip) loads when a question is first
// asked, not with every dashboard (decision 99). See shell/LazyConfirmDialog.tsx.
export { ConfirmDialog } from '@school/ui';
