import { stringify } from 'csv-stringify/sync';
import type { SecurityEvent } from '@escazo/contracts/admin';

/** The CSV export's columns, in order. */
export const SECURITY_CSV_COLUMNS = [
  'id',
  'timestamp',
  'action',
  'riskLevel',
  'success',
  'userId',
  'userEmail',
  'userName',
  'resource',
  'ipAddress',
  'userAgent',
  'details',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet will not run as a formula: text starting with = + - @ (or a tab or carriage
 * return, which some spreadsheets skip first) gets a leading apostrophe.
 */
export function formulaSafeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function securityCsvRow(event: SecurityEvent): string[] {
  const cells: Record<(typeof SECURITY_CSV_COLUMNS)[number], string> = {
    id: String(event.id),
    timestamp: event.timestamp,
    action: event.action,
    riskLevel: event.riskLevel,
    success: event.success ? 'true' : 'false',
    userId: event.userId ?? '',
    userEmail: event.userEmail ?? '',
    userName: event.userName ?? '',
    resource: event.resource,
    ipAddress: event.ipAddress ?? '',
    userAgent: event.userAgent ?? '',
    details: event.details ? JSON.stringify(event.details) : '',
  };
  return SECURITY_CSV_COLUMNS.map((column) => formulaSafeCell(cells[column]));
}

/** The events as CSV text (RFC 4180 quoting by csv-stringify), with a header row. */
export function securityEventsCsv(events: SecurityEvent[]): string {
  return stringify(events.map(securityCsvRow), {
    header: true,
    columns: [...SECURITY_CSV_COLUMNS],
    record_delimiter: '\r\n',
  });
}
