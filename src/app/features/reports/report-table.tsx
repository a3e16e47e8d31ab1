import { useEffect, useMemo, useRef, useState } from 'react';
import { FormField } from '../../components/form-field';
import { csvFilename, downloadText, toCsv } from './csv';
import type { SearchPatch } from './report-search';
import { type Column, filterRows, type SortDirection, shownColumns, sortRows } from './row-model';
import { VirtualTable } from './virtual-table';

export interface TableState {
  q?: string;
  sort?: string;
  dir: SortDirection;
  cols?: string[];
}

interface ReportTableProps<R> {
  caption: string;
  /** Every row of the report answer, in the service's order. */
  data: readonly R[];
  columns: readonly Column<R>[];
  state: TableState;
  /** Writes table state into the URL (replacing the entry: sorting is not a new page). */
  onChange: (patch: SearchPatch) => void;
  /** Parts of the exported file's name, e.g. event key, report type, group. */
  filename: string[];
  /** A name for what one row is, for the count line ("objects"). */
  noun?: string;
}

const FILTER_DELAY_MS = 250;

/** Filter, column choice, CSV export and the virtual table of one report answer. */
export function ReportTable<R>(props: ReportTableProps<R>) {
  const { caption, data, columns, state, onChange, filename, noun = 'objects' } = props;
  const shown = useMemo(() => shownColumns(columns, state.cols), [columns, state.cols]);
  const sortColumn = columns.find((column) => column.id === state.sort);
  const filtered = useMemo(() => filterRows(data, shown, state.q), [data, shown, state.q]);
  const rows = useMemo(
    () => sortRows(data, filtered, sortColumn, state.dir),
    [data, filtered, sortColumn, state.dir],
  );

  const sortBy = (columnId: string) =>
    onChange({
      sort: columnId,
      dir: state.sort === columnId && state.dir === 'asc' ? 'desc' : 'asc',
    });

  return (
    <div className="report-table">
      <div className="rt-toolbar">
        <FilterBox value={state.q} onFilter={(q) => onChange({ q })} />
        <ColumnChooser
          columns={columns}
          shown={shown}
          onChoose={(ids) => onChange({ cols: ids })}
        />
        <button
          type="button"
          className="button"
          onClick={() => downloadText(toCsv(rows, shown), csvFilename(...filename))}
          disabled={rows.length === 0}
        >
          Export CSV
        </button>
        <p className="rt-count" aria-live="polite">
          {rows.length === data.length
            ? `${data.length.toLocaleString()} ${noun}`
            : `${rows.length.toLocaleString()} of ${data.length.toLocaleString()} ${noun}`}
        </p>
      </div>
      <VirtualTable
        caption={caption}
        rows={rows}
        columns={shown}
        sortColumn={state.sort}
        sortDirection={state.dir}
        onSort={sortBy}
        resetKey={`${state.q ?? ''}|${state.sort ?? ''}|${state.dir}|${caption}`}
      />
    </div>
  );
}

/** Filters as one types, a moment after the last key, without a history entry per key. */
function FilterBox({ value, onFilter }: { value?: string; onFilter: (q?: string) => void }) {
  const [text, setText] = useState(value ?? '');
  // A link or Back can change the URL's filter; the box follows.
  useEffect(() => setText(value ?? ''), [value]);
  const latest = useRef(onFilter);
  latest.current = onFilter;
  useEffect(() => {
    if (text.trim() === (value ?? '')) return;
    const timer = setTimeout(() => latest.current(text.trim() || undefined), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <FormField label="Filter rows" inline className="rt-filter">
      {(control) => (
        <input
          {...control}
          type="search"
          value={text}
          placeholder="Text in any shown column"
          onChange={(event) => setText(event.target.value)}
        />
      )}
    </FormField>
  );
}

function ColumnChooser<R>(props: {
  columns: readonly Column<R>[];
  shown: readonly Column<R>[];
  onChoose: (ids: string[]) => void;
}) {
  const { columns, shown, onChoose } = props;
  const shownIds = new Set(shown.map((column) => column.id));
  const toggle = (id: string) => {
    const next = columns
      .filter((column) => (column.id === id ? !shownIds.has(id) : shownIds.has(column.id)))
      .map((column) => column.id);
    // An empty table helps nobody: the last column stays.
    if (next.length > 0) onChoose(next);
  };
  return (
    <details className="rt-columns">
      <summary className="button">
        Columns <span className="muted">({shown.length})</span>
      </summary>
      <fieldset>
        <legend className="visually-hidden">Shown columns</legend>
        {columns.map((column) => (
          <label key={column.id} className="inline-check">
            <input
              type="checkbox"
              checked={shownIds.has(column.id)}
              onChange={() => toggle(column.id)}
            />
            {column.header}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
