import { ORDERS_REPORT_CSV_COLUMNS, reportStatusLabel, type OrdersReportOrder } from '@marketplace/contracts';

type Cell = string | number | null;
type OrdersReportCsvColumn = (typeof ORDERS_REPORT_CSV_COLUMNS)[number];

/** Spreadsheets run a cell starting with one of these as a formula (CSV injection). */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field. A value a spreadsheet would take for a formula gets a leading apostrophe, so an
 * order's text (a name, an address, an instruction) can never run in the administrator's
 * spreadsheet; a field holding a comma, quote or line break is quoted, its quotes doubled (RFC 4180).
 */
export function csvField(value: Cell): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_STARTS.some((start) => text.startsWith(start))) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, with RFC 4180's line ending. */
export function csvRecord(cells: readonly Cell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** An order's lines in one cell: "Paneer Tikka × 2; Butter Naan × 1". */
export function itemsCell(items: OrdersReportOrder['items']): string {
  return items.map((item) => `${item.name} × ${item.quantity}`).join('; ');
}

/** Each column's cell, keyed by the contract's column names so none can be left out or misplaced. */
const CELLS: Readonly<Record<OrdersReportCsvColumn, (order: OrdersReportOrder) => Cell>> = {
  'Order ID': (order) => order.id,
  'External ID': (order) => order.externalOrderId,
  Category: (order) => order.category,
  Customer: (order) => order.customerName,
  Phone: (order) => order.phoneNumber,
  Vendor: (order) => order.restaurantName,
  Status: (order) => reportStatusLabel(order.status),
  'External Status': (order) => order.externalStatus,
  'Amount (₹)': (order) => order.totalAmount.toFixed(2),
  'Payment Method': (order) => order.paymentMethod,
  'Payment Status': (order) => order.paymentStatus,
  Created: (order) => order.createdAt,
  Updated: (order) => order.updatedAt,
  'Delivery Address': (order) => order.deliveryAddress,
  Items: (order) => itemsCell(order.items),
};

/**
 * The byte order mark makes spreadsheet programs read the file as UTF-8 (the ₹ of the amount
 * column, ×, names in any script) instead of the system's legacy code page.
 */
const UTF8_BOM = '\uFEFF';

/** The export's first line: the mark and the column names. */
export function ordersReportCsvHeader(): string {
  return UTF8_BOM + csvRecord(ORDERS_REPORT_CSV_COLUMNS);
}

export function ordersReportCsvRow(order: OrdersReportOrder): string {
  return csvRecord(ORDERS_REPORT_CSV_COLUMNS.map((column) => CELLS[column](order)));
}

/** The marketplace's day (India) the export was made, as YYYY-MM-DD (en-CA writes dates so). */
const EXPORT_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** orders-report-2026-03-14.csv */
export function ordersReportFileName(now: Date): string {
  return `orders-report-${EXPORT_DAY.format(now)}.csv`;
}
