/** What the viewer can show: images (jpg, jpeg, png, gif), pdf, or nothing (spec 000 §2 File viewer). */
export type ViewableKind = 'image' | 'pdf' | 'unsupported';

const IMAGES = ['jpg', 'jpeg', 'png', 'gif'];

/** The kind of a file by its name's extension (case-insensitive). */
export function viewableKindOf(fileName: string): ViewableKind {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  if (IMAGES.includes(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  return 'unsupported';
}
