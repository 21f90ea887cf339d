/** Lists paged on the server (sorting) and the spreadsheet importer shared by every import. */
export const listMessages = {
  /** {column}: the sortBy a list was asked for. */
  cannotSortBy: 'This list cannot be sorted by {column}',
  /** The importer: a row the server refused, before its messages. {row}: its number in the preview. */
  importerRowHasErrors: 'Row {row}',
} as const;
