import type { QuestionnaireFileType } from '@school/api';
import type { Texts } from '../../shared/intl';

/** The extensions each questionnaire file type takes (spec 001 §5); 'all' takes any. */
export const FILE_TYPE_EXTENSIONS: Record<Exclude<QuestionnaireFileType, 'all'>, string[]> = {
  pdf: ['.pdf'],
  word: ['.doc', '.docx'],
  image: ['.jpg', '.jpeg', '.png', '.gif', '.webp'],
};

/** 'Invalid file type. Please upload a {type} file.' when the name's extension does not fit, else null. */
export function fileTypeError({ messages, fill }: Texts, fileType: QuestionnaireFileType, fileName: string): string | null {
  if (fileType === 'all') return null;
  const ext = fileName.slice(fileName.lastIndexOf('.')).toLowerCase();
  return FILE_TYPE_EXTENSIONS[fileType].includes(ext) ? null : fill(messages.invalidFileType, { type: fileType });
}

/** The file input's accept list for a type. */
export const acceptFor = (fileType: QuestionnaireFileType) =>
  fileType === 'all' ? '.pdf,.doc,.docx,image/*' : FILE_TYPE_EXTENSIONS[fileType].join(',');
