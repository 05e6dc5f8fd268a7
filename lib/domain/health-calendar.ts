/**
 * The owner's calendar feed of due treatments (docs/puppy-record.md) as iCalendar (RFC 5545):
 * one all-day event per puppy and step still to do, from the window's first day to the day after
 * its last. Pure: the caller reads the schedules and checks the feed's secret.
 */
export type CalendarItem = { uid: string; summary: string; description: string; from: string; to: string };

const stamp = (d: string) => d.replace(/-/g, '');
/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const text = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets folded with CRLF + space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let cur = '';
  for (const ch of line) {
    if (new TextEncoder().encode(cur + ch).length > (out.length ? 74 : 75)) {
      out.push(cur);
      cur = ch;
    } else cur += ch;
  }
  out.push(cur);
  return out.join('\r\n ');
}

function nextDay(d: string): string {
  return new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

export function healthCalendar({ name, items, now }: { name: string; items: readonly CalendarItem[]; now: Date }): string {
  const dtstamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//breeder-site//puppy record//EN', 'CALSCALE:GREGORIAN', `X-WR-CALNAME:${text(name)}`];
  for (const i of items) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${i.uid}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${stamp(i.from)}`,
      `DTEND;VALUE=DATE:${stamp(nextDay(i.to))}`,
      `SUMMARY:${text(i.summary)}`,
      `DESCRIPTION:${text(i.description)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
