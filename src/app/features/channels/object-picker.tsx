import { useMemo, useState } from 'react';
import { filterObjects, type ObjectFilter, type PickableObject } from './event-objects';
import { ObjectFilterFields } from './object-filter-fields';

/** Long lists stay responsive: only this many rows are drawn; "select all" still takes every match. */
const SHOWN = 150;

interface ObjectPickerProps {
  objects: readonly PickableObject[];
  channelName: string;
  /** Label → name of the channel holding it now. */
  channelOf: (label: string) => string | undefined;
  onAssign: (labels: string[]) => void;
}

export function ObjectPicker({ objects, channelName, channelOf, onAssign }: ObjectPickerProps) {
  const [filter, setFilter] = useState<ObjectFilter>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const matching = useMemo(() => filterObjects(objects, filter), [objects, filter]);

  const toggle = (label: string, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(label);
      else next.delete(label);
      return next;
    });

  return (
    <div className="object-picker">
      <ObjectFilterFields objects={objects} filter={filter} setFilter={setFilter} />
      <div className="picker-toolbar">
        <span role="status">
          {matching.length} matching, {selected.size} selected
        </span>
        <button
          type="button"
          className="button button-small"
          onClick={() => setSelected(new Set([...selected, ...matching.map((obj) => obj.label)]))}
          disabled={matching.length === 0}
        >
          Select all {matching.length} matching
        </button>
        <button
          type="button"
          className="button button-small button-quiet"
          onClick={() => setSelected(new Set())}
          disabled={selected.size === 0}
        >
          Clear selection
        </button>
        <button
          type="button"
          className="button button-small button-primary"
          disabled={selected.size === 0}
          onClick={() => {
            onAssign([...selected]);
            setSelected(new Set());
          }}
        >
          Assign {selected.size} selected to {channelName}
        </button>
      </div>
      <ul className="picker-list" aria-label="Objects matching the filter">
        {matching.slice(0, SHOWN).map((obj) => {
          const holder = channelOf(obj.label);
          return (
            <li key={obj.label}>
              <label className="checkbox-field">
                <input
                  type="checkbox"
                  checked={selected.has(obj.label)}
                  onChange={(event) => toggle(obj.label, event.target.checked)}
                />
                <span className="mono">{obj.label}</span>
                <span className="muted">{obj.objectType}</span>
                {holder && <span className="badge">{holder}</span>}
              </label>
            </li>
          );
        })}
      </ul>
      {matching.length > SHOWN && (
        <p className="field-hint">
          Showing the first {SHOWN} of {matching.length}; narrow the filter or select all matching.
        </p>
      )}
    </div>
  );
}
