import { readdirSync, readFileSync } from 'node:fs';
import { zipSync } from 'fflate';

// ─── A OneRoster 1.2 CSV set as another system writes it (the files in ./sample) ─────────────
// Written from the binding's tables and the kind of values its examples use: a district and its
// high school, a school year with two semesters and a grading period, sourcedIds that are not
// ours, usernames that are not our login IDs, CEDS grades, an aide (a role the product has no
// account for), a guardian and a parent as agents, a class over two semesters, a homeroom, period
// numbers instead of times, a course without classes, and a metadata extension column.

const folder = new URL('./sample/', import.meta.url);

/** The set's files by name, as text (CRLF lines). */
export const sampleFiles = (): Record<string, string> =>
  Object.fromEntries(readdirSync(folder).map((name) => [name, readFileSync(new URL(name, folder), 'utf8')]));

/** The sample as a zip; `change` edits its files first (a file set to null is left out of the zip), `manifest` sets properties. */
export function sampleZip(
  change: (files: Record<string, string | null>) => void = () => {},
  manifest: Record<string, string> = {},
): Buffer {
  const files: Record<string, string | null> = sampleFiles();
  for (const [property, value] of Object.entries(manifest)) {
    files['manifest.csv'] = files['manifest.csv']!.replace(
      new RegExp(`^${property.replace(/\./g, '\\.')},.*$`, 'm'),
      `${property},${value}\r`,
    );
  }
  change(files);
  const entries = Object.entries(files).filter((e): e is [string, string] => e[1] !== null);
  return Buffer.from(zipSync(Object.fromEntries(entries.map(([name, text]) => [name, Buffer.from(text)]))));
}
