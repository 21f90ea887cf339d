export { FileViewer } from './FileViewer';
export type { FileViewerProps } from './FileViewer';
export { viewableKindOf } from './fileKind';
export type { ViewableKind } from './fileKind';
