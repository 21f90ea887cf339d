/** Fills `{name}` placeholders of a catalogue text: fill('{index} of {total}', { index: 1, total: 3 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
