// A chart's venue type as staff would say it. The wire's constants (the designer's, seats.io's
// SDK's `Venue`, the fixtures' drawings) read like code once spelled out ("Rows without
// sections"); the constant stays in the tooltip for whoever talks to the API.
import { constantText } from '../lib/format';

const SAID: Record<string, string> = {
  SIMPLE: 'Simple',
  MIXED: 'Mixed',
  ROWS_WITHOUT_SECTIONS: 'Rows, no sections',
  ROWS_WITH_SECTIONS: 'Sections and rows',
  WITH_SECTIONS_AND_FLOORS: 'Sections on floors',
  WITH_ZONES: 'Zones',
  ZONES: 'Zones',
  TABLES: 'Tables',
  BOOTHS: 'Booths',
  GENERAL_ADMISSION: 'General admission',
};

/** "Sections and rows" for `ROWS_WITH_SECTIONS`; a type this list does not know, spelled out. */
export function venueTypeText(venueType: string): string {
  return SAID[venueType] ?? constantText(venueType);
}

/** The venue type in words, its API term in the tooltip. */
export function VenueType({ venueType }: { venueType: string }) {
  return <span title={`Venue type (API): ${venueType}`}>{venueTypeText(venueType)}</span>;
}
