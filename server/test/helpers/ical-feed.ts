import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  summary: string;
  start: number;
  end: number;
  zone: string;
  sequence: number;
  status: string;
}

/** A feed read back by a real RFC 5545 parser, as a calendar app reads it. */
export function parseFeed(body: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(body));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().getTime(),
      end: event.endDate.toJSDate().getTime(),
      zone: String(component.getFirstProperty('dtstart')?.getParameter('tzid')),
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue('status')),
    };
  });
}

/** The event of a lesson, by the UID every feed gives it. */
export function eventOf(events: readonly ParsedEvent[], lessonId: number): ParsedEvent | undefined {
  return events.find((event) => event.uid.startsWith(`lesson-${lessonId}@`));
}
