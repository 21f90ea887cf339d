import type { Catalogue } from '../i18n';

/** Amharic twin of ../lists.ts (awaiting the school's review). */
export const listMessagesAm: Catalogue = {
  cannotSortBy: 'ይህ ዝርዝር በ{column} ሊደረደር አይችልም',
  importerRowHasErrors: 'ረድፍ {row}',
};
