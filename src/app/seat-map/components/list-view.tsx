// The same objects as the map, as a list: for screen-reader users and for exact work. Only the
// rows in view are rendered (@tanstack/react-virtual), so 200,000 objects scroll smoothly.
import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { MapObject, SeatMapLayout } from '../../../domain/seat-map/types';
import { FormField } from '../../components/form-field';
import { useVirtualRows, VIRTUAL_ROW_HEIGHT } from '../../lib/virtual-rect';
import { naturalOrder, searchObjects } from './list-order';

/** Height assumed while the scroll box has none (not laid out yet, or jsdom). */
const UNMEASURED_HEIGHT = 480;

interface ListViewProps {
  layout: SeatMapLayout;
  selection: ReadonlySet<string>;
  describe: (object: MapObject) => string;
  /** Absent: the list only shows. */
  canSelect: (object: MapObject) => boolean;
  onToggle?: (object: MapObject) => void;
  onSelectAll?: (objects: MapObject[]) => void;
  label: string;
}

export function ListView(props: ListViewProps) {
  const { layout, selection, canSelect, onToggle } = props;
  const describeObject = props.describe;
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const sorted = useMemo(() => naturalOrder(layout.objects), [layout]);
  const rows = useMemo(
    () => searchObjects(sorted, deferredQuery, describeObject),
    [sorted, deferredQuery, describeObject],
  );
  const { scrollRef, items, top, bottom } = useVirtualRows(rows.length, UNMEASURED_HEIGHT);
  const filterId = useId();
  const selectableRows = onToggle ? rows.filter(canSelect) : [];

  return (
    <div className="seat-map-list">
      <div className="seat-map-list-tools">
        <FormField label="Filter" id={filterId} inline>
          {(control) => (
            <input
              {...control}
              type="search"
              value={query}
              maxLength={200}
              placeholder="Label, row, status…"
              onChange={(event) => setQuery(event.target.value)}
            />
          )}
        </FormField>
        <span className="muted">
          {rows.length.toLocaleString('en')} of {layout.objects.length.toLocaleString('en')}
        </span>
        {props.onSelectAll && selectableRows.length > 0 && (
          <button
            type="button"
            className="button button-small"
            onClick={() => props.onSelectAll?.(selectableRows)}
          >
            Select the {selectableRows.length.toLocaleString('en')} shown
          </button>
        )}
      </div>
      <section
        className="seat-map-list-scroll"
        ref={scrollRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll box must be reachable by keyboard to scroll it
        tabIndex={0}
        aria-label={props.label}
      >
        <table className="data seat-map-list-table" aria-rowcount={rows.length + 1}>
          <caption className="visually-hidden">{props.label}</caption>
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col" className="seat-map-list-check">
                <span className="visually-hidden">Selected</span>
              </th>
              <th scope="col">Label</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {top > 0 && (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds no data and nothing focusable
              <tr className="seat-map-list-spacer" aria-hidden="true" style={{ height: top }}>
                <td colSpan={3} />
              </tr>
            )}
            {items.map((item) => {
              const object = rows[item.index];
              const text = describeObject(object);
              return (
                <tr
                  key={object.label}
                  aria-rowindex={item.index + 2}
                  style={{ height: VIRTUAL_ROW_HEIGHT }}
                >
                  <td className="seat-map-list-check">
                    <input
                      type="checkbox"
                      aria-label={`Select ${object.label}`}
                      checked={selection.has(object.label)}
                      disabled={!onToggle || !canSelect(object)}
                      onChange={() => onToggle?.(object)}
                    />
                  </td>
                  <td className="mono" title={object.label}>
                    {object.label}
                  </td>
                  <td title={text}>{text}</td>
                </tr>
              );
            })}
            {bottom > 0 && (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds no data and nothing focusable
              <tr className="seat-map-list-spacer" aria-hidden="true" style={{ height: bottom }}>
                <td colSpan={3} />
              </tr>
            )}
          </tbody>
        </table>
        {rows.length === 0 && <p className="empty">No objects match.</p>}
      </section>
    </div>
  );
}
