/** Database rows as the export writes them: PascalCase names (the wire's style), instants as ISO strings. */
export type ExportRow = Record<string, unknown>;

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export function exportRow(row: Record<string, unknown>, omit: readonly string[] = []): ExportRow {
  const out: ExportRow = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    out[pascal(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

export const exportRows = (rows: Record<string, unknown>[], omit: readonly string[] = []) =>
  rows.map((r) => exportRow(r, omit));
