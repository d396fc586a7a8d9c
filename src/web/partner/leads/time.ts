// Times of the leads inbox in the reader's language, by Intl (no words of ours to translate):
// `tag` is the language's BCP 47 tag from useFormat().

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `iso` was, as a person says it: "this minute", "25 minutes ago", "3 hours ago",
 * "yesterday", "5 days ago", "2 months ago". Empty for a time that cannot be read.
 */
export function timeAgo(iso: string, now: number, tag: string): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  // A clock a little ahead of the server's must not say "in 2 minutes".
  const elapsed = Math.max(0, now - then);
  const format = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 30 * DAY) return format.format(-Math.floor(elapsed / DAY), 'day');
  return format.format(-Math.floor(elapsed / (30 * DAY)), 'month');
}

/**
 * A duration in whole minutes, shortly: "12 min", "1 hr 5 min", "2 days 3 hr". Two units at
 * most: nobody needs the minutes of a reply that took days.
 */
export function durationText(minutes: number, tag: string): string {
  const unit = (value: number, name: 'minute' | 'hour' | 'day') =>
    new Intl.NumberFormat(tag, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const list = new Intl.ListFormat(tag, { type: 'unit', style: 'narrow' });
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return unit(whole, 'minute');
  const days = Math.floor(whole / (24 * 60));
  const hours = Math.floor((whole % (24 * 60)) / 60);
  const rest = whole % 60;
  if (days > 0)
    return list.format([unit(days, 'day'), ...(hours > 0 ? [unit(hours, 'hour')] : [])]);
  return list.format([unit(hours, 'hour'), ...(rest > 0 ? [unit(rest, 'minute')] : [])]);
}
