// Turns the bookable things of one sub-chart (rows of seats, tables, GA areas, booths) into chart
// objects. Sections are handled by the caller, which gives each its own scope.
import type {
  ChartObject,
  LabelPart,
  ObjectIds,
  ObjectLabels,
  ObjectType,
  SeatFlags,
} from '../model';
import { shapeCentre } from './geometry';
import {
  flag,
  type JsonObject,
  optionalArray,
  optionalCategoryKey,
  optionalNumber,
  optionalText,
  recordAt,
  requiredLabel,
} from './read';
import { placeObject, type Scope } from './scope';

/**
 * Collects one object. `raw` is its drawing object and `scope` where it sits, for an observer of
 * the walk (the seat map); its place is `path`, or `${path}[${index}]` when `index` is not -1 (a
 * seat's path is built only if someone needs it: a string per seat costs).
 */
export type Emit = (
  obj: ChartObject,
  raw: JsonObject,
  scope: Scope,
  path: string,
  index: number,
) => void;

/** Most seats have no flag set; they share this one frozen object (objects are immutable). */
const NO_SEAT_FLAGS: SeatFlags = Object.freeze({
  isAccessible: false,
  hasRestrictedView: false,
  isCompanionSeat: false,
  hasLiftUpArmrests: false,
  isHearingImpaired: false,
  isSemiAmbulatorySeat: false,
  hasSignLanguageInterpretation: false,
  isPlusSize: false,
});

/**
 * The designer stores the flags under short names (`accessible`, `restrictedView`,
 * `companionSeat`, `semiAmbulatorySeat` occur in the fixtures); for the four the fixtures never
 * show, the short form is a guess, so the wire name is accepted as well.
 */
export function seatFlagsOf(seat: JsonObject): SeatFlags {
  const isAccessible = flag(seat.accessible) || flag(seat.isAccessible);
  const hasRestrictedView = flag(seat.restrictedView) || flag(seat.hasRestrictedView);
  const isCompanionSeat = flag(seat.companionSeat) || flag(seat.isCompanionSeat);
  const hasLiftUpArmrests = flag(seat.liftUpArmrests) || flag(seat.hasLiftUpArmrests);
  const isHearingImpaired = flag(seat.hearingImpaired) || flag(seat.isHearingImpaired);
  const isSemiAmbulatorySeat = flag(seat.semiAmbulatorySeat) || flag(seat.isSemiAmbulatorySeat);
  const hasSignLanguageInterpretation =
    flag(seat.signLanguageInterpretation) || flag(seat.hasSignLanguageInterpretation);
  const isPlusSize = flag(seat.plusSize) || flag(seat.isPlusSize);
  if (
    !isAccessible &&
    !hasRestrictedView &&
    !isCompanionSeat &&
    !hasLiftUpArmrests &&
    !isHearingImpaired &&
    !isSemiAmbulatorySeat &&
    !hasSignLanguageInterpretation &&
    !isPlusSize
  ) {
    return NO_SEAT_FLAGS;
  }
  return {
    isAccessible,
    hasRestrictedView,
    isCompanionSeat,
    hasLiftUpArmrests,
    isHearingImpaired,
    isSemiAmbulatorySeat,
    hasSignLanguageInterpretation,
    isPlusSize,
  };
}

interface Parent {
  id: string;
  part: LabelPart;
}

/** A new object with its labels and ids; the caller adds the type-specific fields. */
function newObject(
  objectType: ObjectType,
  scope: Scope,
  own: string,
  ownPart: LabelPart,
  parent?: Parent,
): ChartObject {
  const labels: ObjectLabels = parent ? { own: ownPart, parent: parent.part } : { own: ownPart };
  const ids: ObjectIds = parent ? { own, parent: parent.id } : { own };
  const section = scope.section;
  if (section) {
    labels.section = section.displayLabel;
    ids.section = section.label;
  }
  const prefix = section ? `${section.label}-` : '';
  return {
    label: parent ? `${prefix}${parent.id}-${own}` : `${prefix}${own}`,
    objectType,
    labels,
    ids,
  };
}

/** `seatsPath` and `index` locate the seat for error messages (built only on error). */
function seatObject(
  seat: JsonObject,
  seatsPath: string,
  index: number,
  scope: Scope,
  parent: Parent,
  inheritedCategory: string | number | undefined,
): ChartObject {
  // The common case is checked inline: building the path (or a closure for it) per seat costs.
  const own =
    typeof seat.label === 'string' ? seat.label : requiredLabel(seat, `${seatsPath}[${index}]`);
  const ownPart = {
    label: optionalText(seat.displayLabel) ?? own,
    type: 'seat',
  };
  const obj = newObject('seat', scope, own, ownPart, parent);
  placeObject(
    obj,
    scope,
    optionalCategoryKey(seat.categoryKey) ?? inheritedCategory,
    optionalNumber(seat.x),
    optionalNumber(seat.y),
    optionalText(seat.entrance),
  );
  obj.seatFlags = seatFlagsOf(seat);
  return obj;
}

/** A row's seats, each knowing its neighbours in drawing order (none past either end). */
export function emitRow(row: JsonObject, path: string, scope: Scope, emit: Emit): void {
  const rowLabel = requiredLabel(row, path);
  const parent: Parent = {
    id: rowLabel,
    part: { label: optionalText(row.displayLabel) ?? rowLabel, type: 'row' },
  };
  const seats = optionalArray(row, 'seats', path);
  const seatsPath = `${path}.seats`;
  let previous: ChartObject | undefined;
  for (let i = 0; i < seats.length; i++) {
    const raw = recordAt(seats, i, seatsPath);
    const obj = seatObject(raw, seatsPath, i, scope, parent, undefined);
    if (previous) {
      previous.rightNeighbour = obj.label;
      obj.leftNeighbour = previous.label;
    }
    emit(obj, raw, scope, seatsPath, i);
    previous = obj;
  }
}

/**
 * The table, then its seats. Table seats get no neighbours: a table is not a row, and around a
 * round table "the seat before the first" would have to be invented.
 */
export function emitTable(table: JsonObject, path: string, scope: Scope, emit: Emit): void {
  const own = requiredLabel(table, path);
  const seats = optionalArray(table, 'seats', path);
  const seatsPath = `${path}.seats`;
  const tableCategory = optionalCategoryKey(table.categoryKey);
  const parent: Parent = {
    id: own,
    part: { label: optionalText(table.displayLabel) ?? own, type: 'table' },
  };
  const obj = newObject('table', scope, own, parent.part);
  const seatObjects: ChartObject[] = [];
  const rawSeats: JsonObject[] = [];
  let firstSeatCategory: string | number | undefined;
  for (let i = 0; i < seats.length; i++) {
    const raw = recordAt(seats, i, seatsPath);
    firstSeatCategory ??= optionalCategoryKey(raw.categoryKey);
    const seat = seatObject(raw, seatsPath, i, scope, parent, tableCategory);
    seat.table = obj.label;
    seatObjects.push(seat);
    rawSeats.push(raw);
  }
  // The designer sets a table's category on its seats; the table itself often carries none.
  const centre = shapeCentre(table);
  placeObject(obj, scope, tableCategory ?? firstSeatCategory, centre?.x, centre?.y);
  obj.seatLabels = seatObjects.map((seat) => seat.label);
  obj.numSeats = seatObjects.length;
  obj.bookAsAWhole = flag(table.bookAsAWhole);
  emit(obj, table, scope, path, -1);
  for (let i = 0; i < seatObjects.length; i++) {
    emit(seatObjects[i] as ChartObject, rawSeats[i] as JsonObject, scope, seatsPath, i);
  }
}

export function emitGeneralAdmission(
  area: JsonObject,
  path: string,
  scope: Scope,
  emit: Emit,
): void {
  const obj = objectAtCentre(area, 'generalAdmission', path, scope);
  const capacity = optionalNumber(area.capacity);
  obj.capacity = capacity !== undefined && capacity > 0 ? Math.floor(capacity) : 0;
  obj.bookAsAWhole = flag(area.bookAsAWhole);
  obj.variableOccupancy = flag(area.variableOccupancy);
  const minOccupancy = optionalNumber(area.minOccupancy);
  if (minOccupancy !== undefined) obj.minOccupancy = minOccupancy;
  const maxOccupancy = optionalNumber(area.maxOccupancy);
  if (maxOccupancy !== undefined) obj.maxOccupancy = maxOccupancy;
  emit(obj, area, scope, path, -1);
}

export function emitBooth(booth: JsonObject, path: string, scope: Scope, emit: Emit): void {
  emit(objectAtCentre(booth, 'booth', path, scope), booth, scope, path, -1);
}

/** A GA area or a booth: named by its display label if it has one, placed at its shape's centre. */
function objectAtCentre(
  shape: JsonObject,
  type: 'generalAdmission' | 'booth',
  path: string,
  scope: Scope,
): ChartObject {
  const own = requiredLabel(shape, path);
  const obj = newObject(type, scope, own, { label: optionalText(shape.displayLabel) ?? own, type });
  const centre = shapeCentre(shape);
  placeObject(obj, scope, optionalCategoryKey(shape.categoryKey), centre?.x, centre?.y);
  return obj;
}
