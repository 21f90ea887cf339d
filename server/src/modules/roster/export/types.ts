// What the export's files share: the options and a table's rows.

export interface ExportOptions {
  /** One academic period; the whole school without. */
  periodId?: string;
  /** The released grades as categories, lineItems and results. */
  withGrades: boolean;
}

/** A table's rows, each a column → value record. */
export type Table = Record<string, string>[];
