import ExcelJS from 'exceljs';

/** A column of a downloaded table: its heading, width and how its numbers are shown. */
export interface SheetColumn<Row> {
  header: string;
  width: number;
  /** Excel number format: `yyyy-mm-dd` for dates, `0.00` for prices, `#,##0` for counts. */
  format: string;
  value: (row: Row) => number | Date;
}

export interface SheetSpec<Row> {
  /** The sheet's tab name (31 characters at most in Excel). */
  name: string;
  columns: readonly SheetColumn<Row>[];
  rows: readonly Row[];
  /** Lines on a second sheet: where the figures come from, what they are, a sample note. */
  notes: readonly string[];
  notesName: string;
}

/**
 * A workbook of one table, written with exceljs: dates are date cells and numbers number cells with a
 * display format, so a spreadsheet sorts and sums them without conversion; the heading row is bold and
 * stays in view while scrolling. The notes go on their own sheet so the table starts at A1.
 */
export async function tableWorkbook<Row>(spec: SheetSpec<Row>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  // A fixed time: the same figures give the same file, and no server clock leaks into downloads.
  workbook.created = new Date(0);
  workbook.modified = new Date(0);
  const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: { numFmt: column.format },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of spec.rows) sheet.addRow(spec.columns.map((column) => column.value(row)));
  const notes = workbook.addWorksheet(spec.notesName);
  notes.getColumn(1).width = 100;
  for (const line of spec.notes) notes.addRow([line]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A trading day (YYYY-MM-DD) as the date cell of that day (midnight UTC, which Excel shows as that day). */
export const dateCell = (date: string) => new Date(`${date}T00:00:00Z`);

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
