/**
 * A server timestamp in the viewer's local format (spec §2: the viewer's local date format).
 * Without options it is the plain local date, as `toLocaleDateString()` writes it; an unreadable
 * timestamp shows nothing rather than "Invalid Date".
 */
export function formatDate(iso: string, options?: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(undefined, options).format(date);
}
