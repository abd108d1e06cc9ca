/**
 * Feed formats of the open data (issue 36, decision 0036): Atom 1.0 (RFC 4287) and iCalendar
 * (RFC 5545), written by hand: both are small, fixed shapes.
 */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for XML: escaped, and without the characters XML 1.0 does not allow. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c] as string);
}

/**
 * A tag URI (RFC 4151) of the portal: `tag:<host name>,2026:<specific>`. The authority is a DNS name,
 * so the address's port is never part of it (issue 44 item 15); a host that is no DNS name (an IPv6
 * address) is named `localhost`. The specific part stays what it was, so the ids of a portal served on
 * the default port did not change.
 */
export function tagUri(publicUrl: string, specific: string): string {
  const host = new URL(publicUrl).hostname.toLowerCase();
  const dnsName = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host);
  return `tag:${dnsName ? host : 'localhost'},2026:${specific}`;
}

export type AtomEntry = {
  id: string;
  title: string;
  link: string;
  updated: Date;
  published?: Date | null;
  author?: string | null;
  summary: string;
};

export function atomFeed(feed: {
  id: string;
  title: string;
  subtitle?: string;
  link: string;
  self: string;
  updated: Date;
  entries: AtomEntry[];
}): string {
  const entries = feed.entries.map(
    (e) => `  <entry>
    <id>${xmlText(e.id)}</id>
    <title>${xmlText(e.title)}</title>
    <link rel="alternate" type="text/html" href="${xmlText(e.link)}"/>
    <updated>${e.updated.toISOString()}</updated>${e.published ? `\n    <published>${e.published.toISOString()}</published>` : ''}${
      e.author ? `\n    <author><name>${xmlText(e.author)}</name></author>` : ''
    }
    <summary type="text">${xmlText(e.summary)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pl">
  <id>${xmlText(feed.id)}</id>
  <title>${xmlText(feed.title)}</title>${feed.subtitle ? `\n  <subtitle>${xmlText(feed.subtitle)}</subtitle>` : ''}
  <link rel="alternate" type="text/html" href="${xmlText(feed.link)}"/>
  <link rel="self" type="application/atom+xml" href="${xmlText(feed.self)}"/>
  <updated>${feed.updated.toISOString()}</updated>
  <author><name>Baza Konkurencyjności</name></author>
  <generator>Baza Konkurencyjności</generator>
${entries.join('\n')}
</feed>
`;
}

/** A TEXT value of iCalendar: backslash, semicolon, comma and line breaks escaped. */
function icsText(value: string): string {
  // Control characters other than line breaks are dropped.
  const printable = [...value]
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code === 10 || code === 13 || (code >= 32 && code !== 127);
    })
    .join('');
  return printable.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A content line folded at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const icsTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export type CalendarEvent = {
  uid: string;
  at: Date;
  summary: string;
  description: string;
  url: string;
  /** When it was last changed (DTSTAMP). */
  stamp: Date;
};

/** A calendar of moments (deadlines): each a zero-length event with a reminder a day before. */
export function icsCalendar(name: string, events: CalendarEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Baza Konkurencyjności//Terminy//PL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(name)}`,
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${icsText(e.uid)}`,
      `DTSTAMP:${icsTime(e.stamp)}`,
      `DTSTART:${icsTime(e.at)}`,
      `DTEND:${icsTime(e.at)}`,
      `SUMMARY:${icsText(e.summary)}`,
      `DESCRIPTION:${icsText(e.description)}`,
      `URL:${e.url}`,
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${icsText(e.summary)}`,
      'TRIGGER:-P1D',
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
