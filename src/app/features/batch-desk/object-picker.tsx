// Picking objects from the event instead of typing them: the event's objects with their status
// (the flat list report, read only when the picker is opened), a filter, and "add selected".
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { ErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { useClient } from '../../lib/session-context';
import { deskQueries } from './api';
import { statusClass } from './object-summary';

/** More than this many matches are not listed; the filter narrows them. */
const SHOWN = 300;

export function ObjectPicker({
  eventKey,
  onAdd,
}: {
  eventKey: string;
  onAdd: (text: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className="bd-picker" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Pick from the objects of {eventKey}</summary>
      {open && <PickerBody eventKey={eventKey} onAdd={onAdd} />}
    </details>
  );
}

function PickerBody({ eventKey, onAdd }: { eventKey: string; onAdd: (text: string) => void }) {
  const client = useClient();
  const id = useId();
  const list = useQuery(deskQueries.flatList(client, eventKey));
  const [filter, setFilter] = useState('');
  const [freeOnly, setFreeOnly] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);

  const matching = useMemo(() => {
    const text = filter.trim().toLowerCase();
    return (list.data ?? []).filter(
      (info) =>
        (!freeOnly || info.isAvailable) && (!text || info.label.toLowerCase().includes(text)),
    );
  }, [list.data, filter, freeOnly]);

  if (list.isPending) return <Loading what={`the objects of ${eventKey}`} />;
  if (list.isError) {
    return (
      <ErrorPanel
        title="The objects could not be read"
        error={list.error}
        onRetry={() => list.refetch()}
      />
    );
  }
  const toggle = (label: string, on: boolean) =>
    setPicked((now) => (on ? [...now, label] : now.filter((one) => one !== label)));

  return (
    <div className="bd-picker-body">
      <div className="bd-picker-toolbar">
        <label htmlFor={`${id}-filter`}>Filter</label>
        <input
          id={`${id}-filter`}
          value={filter}
          placeholder="A-, GA"
          onChange={(e) => setFilter(e.target.value)}
        />
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={freeOnly}
            onChange={(e) => setFreeOnly(e.target.checked)}
          />
          Available only
        </label>
        <button
          type="button"
          className="button button-small button-primary"
          disabled={picked.length === 0}
          onClick={() => {
            onAdd(picked.join(', '));
            setPicked([]);
          }}
        >
          Add {picked.length} selected
        </button>
      </div>
      <ul className="bd-picker-list" aria-label={`Objects of ${eventKey}`}>
        {matching.slice(0, SHOWN).map((info) => (
          <li key={info.label}>
            <label>
              <input
                type="checkbox"
                checked={picked.includes(info.label)}
                onChange={(e) => toggle(info.label, e.target.checked)}
              />
              <span className="mono">{info.label}</span>
              <span className={`bd-status bd-status-${statusClass(info.status)}`}>
                {info.objectType === 'generalAdmission' ? `${info.numFree ?? 0} free` : info.status}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {matching.length > SHOWN && (
        <p className="field-hint">
          {matching.length - SHOWN} more match; narrow the filter to see them.
        </p>
      )}
    </div>
  );
}
