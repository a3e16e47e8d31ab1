// Drawing → FlatChart: walks the sub-chart (or every floor's), then each section's sub-chart,
// and collects every bookable object. See README.md in this folder for the choices made.
import type { ChartObject, FlatChart, Floor, Zone } from '../model';
import { withByLabel } from './by-label';
import { CategoryIndex, readCategories } from './categories';
import { DrawingError } from './errors';
import { type Point, pointOf } from './geometry';
import { type Emit, emitBooth, emitGeneralAdmission, emitRow, emitTable } from './objects';
import {
  isRecord,
  type JsonObject,
  optionalArray,
  optionalCategoryKey,
  optionalText,
  recordAt,
  requiredLabel,
} from './read';
import type { Scope, SectionScope } from './scope';
import { runSteps, type Steps } from './steps';

interface ZoneInfo extends Zone {
  focalPoint?: Point;
}

function readZones(drawing: JsonObject): ZoneInfo[] {
  const holder = drawing.zones;
  if (holder === undefined || holder === null) return [];
  if (!isRecord(holder)) throw new DrawingError('drawing.zones must be an object');
  const list = optionalArray(holder, 'list', 'drawing.zones');
  return list.map((_, i) => {
    const raw = recordAt(list, i, 'drawing.zones.list');
    const key = optionalText(raw.key);
    if (key === undefined) throw new DrawingError(`drawing.zones.list[${i}].key must be a string`);
    const zone: ZoneInfo = {
      key,
      label: typeof raw.label === 'string' ? raw.label : key,
    };
    const focalPoint = pointOf(raw.focalPoint);
    if (focalPoint) zone.focalPoint = focalPoint;
    return zone;
  });
}

/**
 * Watches the walk, so that something else can be derived in the same pass with the same labels
 * (the seat map's positions). Paths name places in the drawing as DrawingError messages do.
 */
export interface FlattenObserver {
  /**
   * A sub-chart, before its objects: the chart's or a floor's (`scope.section` absent; the
   * floor's `scope.floor` is a new object per floor), or a section's.
   */
  subChart(sc: JsonObject, scope: Scope, path: string): void;
  /** A drawn section, before its sub-chart; `scope` is the one its objects get. */
  section(raw: JsonObject, scope: Scope, path: string): void;
  /** A row, before its seats (optional: only the map reads a row's own drawing settings). */
  row?(raw: JsonObject, scope: Scope, path: string): void;
  /** A bookable object as it is collected; see `Emit` for `path` and `index`. */
  object(obj: ChartObject, raw: JsonObject, scope: Scope, path: string, index: number): void;
}

/** Collects objects (all of them, duplicate labels too) and the sections' labels. */
class Collector {
  readonly objects: ChartObject[] = [];
  readonly sections: string[] = [];
  private readonly seenSections = new Set<string>();
  readonly emit: Emit;

  constructor(observer?: FlattenObserver) {
    // Chosen once, so the walk without an observer pays nothing for it.
    this.emit = observer
      ? (obj, raw, scope, path, index) => {
          this.add(obj);
          observer.object(obj, raw, scope, path, index);
        }
      : (obj) => this.add(obj);
  }

  private add(obj: ChartObject): void {
    this.objects.push(obj);
  }

  noteSection(label: string): void {
    if (this.seenSections.has(label)) return;
    this.seenSections.add(label);
    this.sections.push(label);
  }
}

class Walker {
  constructor(
    private readonly collector: Collector,
    private readonly zoneFocalPoints: Map<string, Point>,
    private readonly observer: FlattenObserver | undefined,
  ) {}

  /** The bookable content of one sub-chart; sections only at the top (they do not nest). */
  *subChart(sc: JsonObject, path: string, scope: Scope, withSections: boolean): Steps<void> {
    this.observer?.subChart(sc, scope, path);
    const emit = this.collector.emit;
    const rows = optionalArray(sc, 'rows', path);
    for (let i = 0; i < rows.length; i++) {
      const row = recordAt(rows, i, `${path}.rows`);
      const rowScope = this.rowScope(row, scope);
      this.observer?.row?.(row, rowScope, `${path}.rows[${i}]`);
      emitRow(row, `${path}.rows[${i}]`, rowScope, emit);
      yield;
    }
    const tables = optionalArray(sc, 'tables', path);
    for (let i = 0; i < tables.length; i++) {
      emitTable(recordAt(tables, i, `${path}.tables`), `${path}.tables[${i}]`, scope, emit);
    }
    const areas = optionalArray(sc, 'generalAdmissionAreas', path);
    for (let i = 0; i < areas.length; i++) {
      const area = recordAt(areas, i, `${path}.generalAdmissionAreas`);
      emitGeneralAdmission(area, `${path}.generalAdmissionAreas[${i}]`, scope, emit);
    }
    const booths = optionalArray(sc, 'booths', path);
    for (let i = 0; i < booths.length; i++) {
      emitBooth(recordAt(booths, i, `${path}.booths`), `${path}.booths[${i}]`, scope, emit);
    }
    if (!withSections) return;
    const sections = optionalArray(sc, 'sections', path);
    for (let i = 0; i < sections.length; i++) {
      yield* this.section(
        recordAt(sections, i, `${path}.sections`),
        `${path}.sections[${i}]`,
        scope,
      );
    }
  }

  private *section(section: JsonObject, path: string, outer: Scope): Steps<void> {
    const label = requiredLabel(section, path);
    this.collector.noteSection(label);
    const sectionScope: SectionScope = {
      label,
      displayLabel: optionalText(section.displayLabel) ?? label,
    };
    const categoryKey = optionalCategoryKey(section.categoryKey);
    if (categoryKey !== undefined) sectionScope.categoryKey = categoryKey;
    const entrance = optionalText(section.entrance);
    if (entrance !== undefined) sectionScope.entrance = entrance;
    const zone = optionalText(section.zone);
    if (zone !== undefined) sectionScope.zone = zone;
    const scope: Scope = {
      ...outer,
      section: sectionScope,
      // Seats of a section are stored relative to the section's top-left corner.
      offset: pointOf(section.topLeft) ?? { x: 0, y: 0 },
      focalPoint: (zone !== undefined && this.zoneFocalPoints.get(zone)) || outer.focalPoint,
    };
    this.observer?.section(section, scope, path);
    const sc = section.subChart;
    if (sc === undefined || sc === null) return;
    if (!isRecord(sc)) throw new DrawingError(`${path}.subChart must be an object`);
    yield* this.subChart(sc, `${path}.subChart`, scope, false);
  }

  /**
   * Charts without drawn sections may still name a section per row (`sectionLabel`); its seats
   * are then labelled and reported as being in that section.
   */
  private rowScope(row: JsonObject, scope: Scope): Scope {
    if (scope.section) return scope;
    const label = optionalText(row.sectionLabel);
    if (label === undefined) return scope;
    this.collector.noteSection(label);
    const displayLabel = optionalText(row.sectionDisplayedLabel) ?? label;
    return { ...scope, section: { label, displayLabel } };
  }
}

function floorOf(floor: JsonObject, path: string): Floor {
  const name = floor.floorName;
  if (!(typeof name === 'string' || typeof name === 'number')) {
    throw new DrawingError(`${path}.floorName must be a string`);
  }
  return {
    name: String(name),
    displayName: optionalText(floor.floorDisplayName) ?? String(name),
  };
}

/**
 * Every bookable object of a designer drawing, as seats.io derives them. Throws DrawingError.
 * An observer sees the walk as it goes (see `FlattenObserver`).
 */
export function flattenDrawing(drawing: unknown, observer?: FlattenObserver): FlatChart {
  return runSteps(flattenSteps(drawing, observer));
}

/** `flattenDrawing` as steps (a pause after each row), for a service that must not stall on it. */
export function* flattenSteps(drawing: unknown, observer?: FlattenObserver): Steps<FlatChart> {
  if (!isRecord(drawing)) throw new DrawingError('drawing must be a JSON object');
  const categories = readCategories(drawing);
  const zones = readZones(drawing);
  const zoneFocalPoints = new Map<string, Point>();
  for (const zone of zones) if (zone.focalPoint) zoneFocalPoints.set(zone.key, zone.focalPoint);
  const collector = new Collector(observer);
  const walker = new Walker(collector, zoneFocalPoints, observer);
  const base: Scope = {
    categories: new CategoryIndex(categories),
    offset: { x: 0, y: 0 },
  };

  const hasFloors = drawing.subChartFloors !== undefined && drawing.subChartFloors !== null;
  const emptyFloors: string[] = [];
  if (hasFloors) {
    const floors = optionalArray(drawing, 'subChartFloors', 'drawing');
    for (let i = 0; i < floors.length; i++) {
      const before = collector.objects.length;
      const path = `drawing.subChartFloors[${i}]`;
      const floor = recordAt(floors, i, 'drawing.subChartFloors');
      // The fixtures store a floor's content on the floor itself; a nested subChart also works.
      const nested = isRecord(floor.subChart);
      const sc = nested ? (floor.subChart as JsonObject) : floor;
      const focalPoint = pointOf(sc.focalPoint);
      const scope: Scope = { ...base, floor: floorOf(floor, path) };
      if (focalPoint) scope.focalPoint = focalPoint;
      yield* walker.subChart(sc, nested ? `${path}.subChart` : path, scope, true);
      // Chart validation's VALIDATE_EMPTY_FLOOR: nothing else can tell a floor existed.
      if (collector.objects.length === before) emptyFloors.push(scope.floor?.name ?? String(i));
    }
  } else if (isRecord(drawing.subChart)) {
    const focalPoint = pointOf(drawing.subChart.focalPoint);
    yield* walker.subChart(
      drawing.subChart,
      'drawing.subChart',
      focalPoint ? { ...base, focalPoint } : base,
      true,
    );
  } else if (drawing.subChart !== undefined && drawing.subChart !== null) {
    throw new DrawingError('drawing.subChart must be an object');
  } else {
    throw new DrawingError('drawing must have a subChart or subChartFloors');
  }

  const flat = {
    objects: collector.objects,
    categories,
    zones: zones.map(({ key, label }) => ({ key, label })),
    sections: collector.sections,
    hasFloors,
    ...(emptyFloors.length > 0 ? { emptyFloors } : {}),
  };
  return withByLabel(flat, flat.objects);
}
