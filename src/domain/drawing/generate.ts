// Synthetic designer drawings of any size, for benchmarks and property tests. Deterministic:
// the same options always give the same drawing.
import { defaultCategoryColour } from './categories';

export interface GenerateOptions {
  /** Total seat objects in the chart: row seats plus the seats at tables. */
  seats: number;
  /** Sections holding the rows (0: rows directly on the chart). Default 0. */
  sections?: number;
  /** GA areas of capacity 100 on the chart. Default 0. */
  gaAreas?: number;
  /** Tables of SEATS_PER_TABLE seats each, taken out of `seats`; every other one booked whole. */
  tables?: number;
  /** Categories with numeric keys 1…n, assigned in turn to sections (or rows), GA areas, tables. */
  categories?: number;
}

export const SEATS_PER_ROW = 40;
export const SEATS_PER_TABLE = 4;
export const GA_CAPACITY = 100;
const SEAT_SPACING = 20;
const ROW_SPACING = 24;
const SECTION_GAP = 60;

function count(name: string, value: number | undefined): number {
  const n = value ?? 0;
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${name} must be a non-negative integer`);
  return n;
}

/** Row labels as the designer makes them: A…Z, then AA, AB, … */
export function rowLabel(index: number): string {
  let label = '';
  let n = index;
  do {
    label = String.fromCharCode(65 + (n % 26)) + label;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return label;
}

function categoryKeyFor(index: number, categories: number): number | null {
  return categories === 0 ? null : (index % categories) + 1;
}

/** Rows of `seats` seats, SEATS_PER_ROW to a row; seats carry a category key only if given. */
function rows(seats: number, categoryKey: (row: number) => number | null) {
  const result = [];
  for (let r = 0, left = seats; left > 0; r++, left -= SEATS_PER_ROW) {
    const seatsInRow = Math.min(SEATS_PER_ROW, left);
    const key = categoryKey(r);
    const rowSeats = [];
    for (let s = 0; s < seatsInRow; s++) {
      rowSeats.push({
        label: String(s + 1),
        x: 20 + s * SEAT_SPACING,
        y: 20 + r * ROW_SPACING,
        categoryKey: key,
        accessible: s === 0,
        companionSeat: s === 1,
        restrictedView: false,
        published: true,
      });
    }
    result.push({ label: rowLabel(r), objectType: 'row', seats: rowSeats });
  }
  return result;
}

export function generateDrawing(opts: GenerateOptions): Record<string, unknown> {
  const seats = count('seats', opts.seats);
  const sectionCount = count('sections', opts.sections);
  const gaAreas = count('gaAreas', opts.gaAreas);
  const tableCount = count('tables', opts.tables);
  const categoryCount = count('categories', opts.categories ?? 3);
  const rowSeats = seats - tableCount * SEATS_PER_TABLE;
  if (rowSeats < 0) {
    throw new RangeError(`${tableCount} tables need ${tableCount * SEATS_PER_TABLE} seats`);
  }
  const sectionWidth = SEATS_PER_ROW * SEAT_SPACING + 40;

  const sections = [];
  for (let i = 0; i < sectionCount; i++) {
    const seatsHere = Math.floor(rowSeats / sectionCount) + (i < rowSeats % sectionCount ? 1 : 0);
    sections.push({
      label: `Section ${i + 1}`,
      categoryKey: categoryKeyFor(i, categoryCount),
      entrance: `Gate ${(i % 4) + 1}`,
      topLeft: { x: i * (sectionWidth + SECTION_GAP), y: 200 },
      // Seats inherit the section's category.
      subChart: {
        rows: rows(seatsHere, () => null),
        tables: [],
        generalAdmissionAreas: [],
        booths: [],
      },
    });
  }
  const tables = [];
  for (let t = 0; t < tableCount; t++) {
    const centre = { x: 60 + t * 80, y: 100 };
    const tableSeats = [];
    for (let s = 0; s < SEATS_PER_TABLE; s++) {
      const angle = (2 * Math.PI * s) / SEATS_PER_TABLE;
      tableSeats.push({
        label: String(s + 1),
        x: centre.x + 25 * Math.sin(angle),
        y: centre.y + 25 * Math.cos(angle),
        categoryKey: categoryKeyFor(t, categoryCount),
      });
    }
    tables.push({
      label: `T${t + 1}`,
      objectType: 'table',
      center: centre,
      bookAsAWhole: t % 2 === 1,
      seats: tableSeats,
    });
  }
  const generalAdmissionAreas = [];
  for (let g = 0; g < gaAreas; g++) {
    generalAdmissionAreas.push({
      label: `GA${g + 1}`,
      objectType: 'generalAdmission',
      categoryKey: categoryKeyFor(g, categoryCount),
      capacity: GA_CAPACITY,
      bookAsAWhole: false,
      variableOccupancy: false,
      type: 'circle',
      center: { x: 60 + g * 120, y: 40 },
    });
  }
  const width = Math.max(1, sectionCount) * (sectionWidth + SECTION_GAP);
  return {
    name: `Generated chart (${seats} seats)`,
    version: 1,
    venueType: sectionCount > 0 ? 'ROWS_WITH_SECTIONS' : 'ROWS_WITHOUT_SECTIONS',
    categories: {
      list: Array.from({ length: categoryCount }, (_, i) => ({
        key: i + 1,
        label: `Category ${i + 1}`,
        color: defaultCategoryColour(i),
        accessible: false,
      })),
      maxCategoryKey: categoryCount,
    },
    subChart: {
      width,
      height: 2000,
      rows: sectionCount > 0 ? [] : rows(rowSeats, (r) => categoryKeyFor(r, categoryCount)),
      tables,
      generalAdmissionAreas,
      booths: [],
      sections,
      shapes: [],
      texts: [],
      icons: [],
      focalPoint: { x: width / 2, y: 0 },
    },
  };
}
