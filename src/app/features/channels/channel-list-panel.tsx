import { useEffect, useRef, useState } from 'react';
import { ColorSwatch } from '../../components/color-swatch';
import { plural } from '../../lib/format';
import { channelSize, type DraftChannel } from './channel-list';
import type { ChannelProblems } from './validate';

interface ChannelListPanelProps {
  drafts: readonly DraftChannel[];
  selectedUid: string | undefined;
  problems: Record<string, ChannelProblems>;
  onSelect: (uid: string) => void;
  onMove: (from: number, to: number) => void;
  onDelete: (uid: string) => void;
  onAdd: () => void;
}

/**
 * The channels in `index` order. Reorder by dragging a row, with the Move up / Move down buttons,
 * or with Alt+↑ / Alt+↓ on a channel; every move is announced to screen readers.
 */
export function ChannelListPanel(props: ChannelListPanelProps) {
  const { drafts, selectedUid, problems, onSelect, onMove, onDelete, onAdd } = props;
  const listRef = useRef<HTMLOListElement>(null);
  // The ref answers the drag events at once; the state only paints the dragged row.
  const dragFromRef = useRef<number | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a move the same control keeps focus, even though React moved its row in the DOM.
  const [refocus, setRefocus] = useState<{ uid: string; control: string } | null>(null);

  useEffect(() => {
    if (!refocus) return;
    const rows = Array.from(listRef.current?.children ?? []) as HTMLElement[];
    const row = rows.find((element) => element.dataset.uid === refocus.uid);
    const wanted = row?.querySelector<HTMLButtonElement>(
      `[data-control="${refocus.control}"]:not(:disabled)`,
    );
    (wanted ?? row?.querySelector<HTMLButtonElement>('[data-control="select"]'))?.focus();
    setRefocus(null);
  }, [refocus]);

  const move = (from: number, to: number, control: string) => {
    if (to < 0 || to >= drafts.length || from === to) return;
    const channel = drafts[from];
    onMove(from, to);
    setAnnouncement(
      `${channel.name || channel.key} moved to position ${to + 1} of ${drafts.length}.`,
    );
    setRefocus({ uid: channel.uid, control });
  };

  return (
    <section className="channel-list-panel" aria-labelledby="channel-list-title">
      <div className="card-heading">
        <h2 id="channel-list-title">Channels</h2>
        <button type="button" className="button button-small" onClick={onAdd}>
          + Add channel
        </button>
      </div>
      {drafts.length === 0 ? (
        <p className="muted">No channels yet. Add one to reserve objects for a sales channel.</p>
      ) : (
        <p className="field-hint">
          Drag to reorder, or use the arrows (Alt+↑ / Alt+↓ on a channel).
        </p>
      )}
      <ol className="channel-list" ref={listRef}>
        {drafts.map((draft, index) => {
          const size = channelSize(draft);
          const name = draft.name || draft.key || 'Unnamed channel';
          const hasProblems = problems[draft.uid] !== undefined;
          const classes = [
            'channel-item',
            draft.uid === selectedUid ? 'selected' : '',
            dragFrom === index ? 'dragging' : '',
            dropAt === index && dragFrom !== null && dragFrom !== index ? 'drop-target' : '',
          ];
          return (
            <li
              key={draft.uid}
              data-uid={draft.uid}
              className={classes.filter(Boolean).join(' ')}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', draft.key);
                dragFromRef.current = index;
                setDragFrom(index);
              }}
              onDragOver={(event) => {
                if (dragFromRef.current === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setDropAt(index);
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragFromRef.current !== null) move(dragFromRef.current, index, 'select');
                dragFromRef.current = null;
                setDragFrom(null);
                setDropAt(null);
              }}
              onDragEnd={() => {
                dragFromRef.current = null;
                setDragFrom(null);
                setDropAt(null);
              }}
            >
              <span className="drag-handle" aria-hidden="true">
                ⠿
              </span>
              <button
                type="button"
                className="channel-select"
                data-control="select"
                aria-current={draft.uid === selectedUid ? 'true' : undefined}
                onClick={() => onSelect(draft.uid)}
                onKeyDown={(event) => {
                  if (!event.altKey) return;
                  if (event.key === 'ArrowUp') {
                    event.preventDefault();
                    move(index, index - 1, 'select');
                  } else if (event.key === 'ArrowDown') {
                    event.preventDefault();
                    move(index, index + 1, 'select');
                  }
                }}
              >
                <span className="channel-position">{index + 1}</span>
                <ColorSwatch color={draft.color || 'transparent'} />
                <span className="channel-name">
                  <strong>{name}</strong>
                  <span className="channel-meta">
                    <span className="mono">{draft.key}</span>
                    <span>
                      {plural(size.objects, 'object')}
                      {size.places > 0 && <>, {plural(size.places, 'place')}</>}
                    </span>
                    {!draft.saved && <span className="badge">new</span>}
                    {hasProblems && <span className="badge badge-warning">needs fixing</span>}
                  </span>
                </span>
              </button>
              <span className="channel-item-actions">
                <button
                  type="button"
                  className="icon-button"
                  data-control="up"
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="icon-button"
                  data-control="down"
                  aria-label={`Move ${name} down`}
                  disabled={index === drafts.length - 1}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="icon-button danger-text"
                  aria-label={`Delete channel ${name}`}
                  onClick={() => onDelete(draft.uid)}
                >
                  ×
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
