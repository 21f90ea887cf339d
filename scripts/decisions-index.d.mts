export interface IndexFile {
  path: string;
  text: string;
}
export function buildIndexes(): { problems: string[]; files: IndexFile[] };
