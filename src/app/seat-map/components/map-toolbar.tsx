import { type ReactNode, useId } from 'react';
import type { MapFloor, MapObject, MapSection } from '../../../domain/seat-map/types';
import { ColorSwatch } from '../../components/color-swatch';
import { type Grouping, groupKey } from '../interaction/selection-ops';
import type { LegendEntry } from '../render/paint';

export type MapView = 'map' | 'list';

interface MapToolbarProps {
  view: MapView;
  onView: (view: MapView) => void;
  floors: readonly MapFloor[];
  floor: number;
  onFloor: (floor: number) => void;
  sections: readonly MapSection[];
  onZoomToSection: (section: MapSection) => void;
  onZoom: (factor: number) => void;
  onFit: () => void;
  canSelect: boolean;
  /** Selecting is coming (SeatMapProps.selectionPending): the tools show, disabled, saying why. */
  selectionPending?: string;
  areaMode: boolean;
  onAreaMode: (on: boolean) => void;
  /** The focused (else hovered) object: what "Select row/section/table" act on. */
  target?: MapObject;
  onSelectGroup: (grouping: Grouping) => void;
  extra?: ReactNode;
}

const GROUPINGS: [Grouping, string][] = [
  ['row', 'Select row'],
  ['section', 'Select section'],
  ['table', 'Select table'],
];

/** Why "Select row" (section, table) is greyed out, or what it will do: said on the button. */
function groupHint(grouping: Grouping, target: MapObject | undefined): string {
  if (!target) return `Click a seat first: its whole ${grouping} is selected`;
  if (groupKey(target, grouping) === undefined) return `${target.label} is in no ${grouping}`;
  return `Select every seat of ${target.label}'s ${grouping}`;
}

/**
 * The line beside "Select row / section / table", always shown (a disabled button's title is
 * seen by no keyboard or touch user): what they wait for, else the seat they act on. It keeps
 * one width (seat-map.css), so hovering seats does not reflow the toolbar.
 */
function groupTargetText(target: MapObject | undefined, pending: string | undefined): string {
  if (pending) return pending;
  return target ? `For ${target.label}` : 'Click a seat first';
}

export function MapToolbar(props: MapToolbarProps) {
  const { view, floors, floor, target } = props;
  const onMap = view === 'map';
  const pending = props.canSelect ? undefined : props.selectionPending;
  const hintId = useId();
  return (
    <div className="seat-map-toolbar" role="toolbar" aria-label="Seat map tools">
      <fieldset className="seat-map-switch">
        <legend className="visually-hidden">Show as</legend>
        {(['map', 'list'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className="button button-small"
            aria-pressed={view === choice}
            onClick={() => props.onView(choice)}
          >
            {choice === 'map' ? 'Map' : 'List'}
          </button>
        ))}
      </fieldset>
      {onMap && floors.length > 1 && (
        <fieldset className="seat-map-switch">
          <legend className="visually-hidden">Floor</legend>
          {floors.map((entry, i) => (
            <button
              key={entry.name}
              type="button"
              className="button button-small"
              aria-pressed={floor === i}
              onClick={() => props.onFloor(i)}
            >
              {entry.displayName || entry.name || `Floor ${i + 1}`}
            </button>
          ))}
        </fieldset>
      )}
      {onMap && (
        <span className="seat-map-group">
          <button
            type="button"
            className="icon-button"
            aria-label="Zoom out"
            onClick={() => props.onZoom(1 / 1.5)}
          >
            −
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label="Zoom in"
            onClick={() => props.onZoom(1.5)}
          >
            +
          </button>
          <button type="button" className="button button-small" onClick={props.onFit}>
            Fit
          </button>
        </span>
      )}
      {onMap && props.sections.length > 0 && (
        <select
          aria-label="Zoom to section"
          value=""
          onChange={(event) => {
            const section = props.sections.find((s) => s.label === event.target.value);
            if (section) props.onZoomToSection(section);
          }}
        >
          <option value="">Zoom to section…</option>
          {props.sections.map((section) => (
            <option key={section.label} value={section.label}>
              {section.displayLabel || section.label}
            </option>
          ))}
        </select>
      )}
      {onMap && (props.canSelect || pending) && (
        <span className="seat-map-group">
          <button
            type="button"
            className="button button-small"
            aria-pressed={props.areaMode}
            disabled={!props.canSelect}
            title={
              pending ??
              'Drag on the map to select everything in a rectangle (or hold Shift and drag)'
            }
            onClick={() => props.onAreaMode(!props.areaMode)}
          >
            Select area
          </button>
          {GROUPINGS.map(([grouping, name]) => (
            <button
              key={grouping}
              type="button"
              className="button button-small"
              disabled={!props.canSelect || !target || groupKey(target, grouping) === undefined}
              title={pending ?? groupHint(grouping, target)}
              aria-describedby={hintId}
              onClick={() => props.onSelectGroup(grouping)}
            >
              {name}
            </button>
          ))}
          <span
            id={hintId}
            className="seat-map-group-hint"
            title={groupTargetText(target, pending)}
          >
            {groupTargetText(target, pending)}
          </span>
        </span>
      )}
      {props.extra}
    </div>
  );
}

/** "1 place", "2 places": units are given in the plural. */
function unitFor(count: number, unit: string): string {
  return count === 1 && unit.endsWith('s') ? unit.slice(0, -1) : unit;
}

export function MapLegend({ entries }: { entries: readonly LegendEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <ul className="seat-map-legend" aria-label="Legend">
      {entries.map((entry) => (
        <li key={entry.key} title={entry.apiTerm}>
          <ColorSwatch color={entry.color} label={entry.name} />
          <span className="seat-map-legend-count">
            {entry.count.toLocaleString('en')}
            {entry.unit ? ` ${unitFor(entry.count, entry.unit)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
