// Colours the venue already chose: a category keeps its chart colour and a channel its event
// colour in every report, so "Balcony" is the same blue here as on the seat map and the chart.
import type { ChannelWire } from '../../../contract/events';

/** Report dimension (`byCategoryLabel`, `byChannel`…) → wire value → colour. */
export type ReportColours = Partial<Record<string, Record<string, string>>>;

interface CategoryColour {
  key: string | number;
  label: string;
  color?: string;
}

export function reportColours(
  categories: readonly CategoryColour[] | undefined,
  channels: readonly ChannelWire[] | undefined,
): ReportColours {
  const byCategoryLabel: Record<string, string> = {};
  const byCategoryKey: Record<string, string> = {};
  for (const category of categories ?? []) {
    if (!category.color) continue;
    byCategoryLabel[category.label] = category.color;
    byCategoryKey[String(category.key)] = category.color;
  }
  const byChannel: Record<string, string> = {};
  for (const channel of channels ?? []) if (channel.color) byChannel[channel.key] = channel.color;
  return { byCategoryLabel, byCategoryKey, byChannel };
}

/** The venue's colour of `value` in `dimension`, when it has one. */
export function venueColour(
  colours: ReportColours | undefined,
  dimension: string | undefined,
  value: string,
): string | undefined {
  return dimension === undefined ? undefined : colours?.[dimension]?.[value];
}
