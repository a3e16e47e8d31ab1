// The event page's figures counted from the map's own states, so they move with every change the
// feed applies and never disagree with the colours: places per availability reason, and per
// category label, as the service's byAvailabilityReason summary counts them (bookable objects;
// a GA area by its places).
import { BOOKED, HELD } from '../../../domain/model';
import { AVAILABLE, NOT_FOR_SALE } from '../../../domain/reports/dimensions';
import {
  areaPlaces,
  categoriesOf,
  type EventMapInput,
  NO_CATEGORY,
  reasonAndCategory,
} from '../data/event-map-data-objects';

export type ReasonFigures = Record<
  string,
  { count: number; byCategoryLabel: Record<string, number> }
>;

// Reasons the service's summary lists even at zero.
const ALWAYS = [AVAILABLE, NOT_FOR_SALE, HELD, BOOKED];

export function figuresFromStates(input: EventMapInput): ReasonFigures {
  const labelOf = new Map(
    categoriesOf(input.layout, input.event).map((c) => [String(c.key), c.label]),
  );
  const figures: ReasonFigures = {};
  for (const reason of ALWAYS) figures[reason] = { count: 0, byCategoryLabel: {} };
  const add = (reason: string, category: string, n: number) => {
    const group = figures[reason] ?? { count: 0, byCategoryLabel: {} };
    group.count += n;
    group.byCategoryLabel[category] = (group.byCategoryLabel[category] ?? 0) + n;
    figures[reason] = group;
  };
  for (const object of input.layout.objects) {
    if (!input.bookable(object)) continue;
    const view = reasonAndCategory(input, object);
    const category = (view.categoryKey && labelOf.get(view.categoryKey)) || NO_CATEGORY;
    if (object.kind === 'generalAdmission') {
      for (const [reason, n] of areaPlaces(input, object)) add(reason, category, n);
    } else {
      add(view.reason, category, 1);
    }
  }
  return figures;
}
