import type { ChartEvent } from './chart-data.ts';

/** An event's title in its own language, then the page's note on it. */
export function EventTitle({ event }: { event: ChartEvent }) {
  return (
    <>
      <span lang={event.titleLang}>{event.title}</span>
      {event.note && ` ${event.note}`}
    </>
  );
}
