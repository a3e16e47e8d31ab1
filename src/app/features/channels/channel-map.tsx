// The channels editor's seat map: the event's objects in their channels' colours (the draft's,
// so painting shows before Save), and painting with the map's own tools: click, Shift-click,
// a rectangle, "Select row / section / table" put the objects into the selected channel, or take
// them out in "Take out" mode. GA areas are not painted: their places are set by number below.
import { useMemo, useState } from 'react';
import type { Event } from '../../../contract/events';
import type { MapObject } from '../../../domain/seat-map/types';
import { ErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { useClient } from '../../lib/session-context';
import { bookableIn, SeatMap, useChartMap } from '../../seat-map';
import type { DraftChannel } from './channel-list';
import { channelMapPaint, channelName, describeForChannels } from './channel-map-paint';
import type { Painted, PaintMode } from './painting';
import './channels.css';

/** The map keeps no selection: each gesture is applied at once (see `paintsGestures`). */
const NO_SELECTION: ReadonlySet<string> = new Set();

interface ChannelMapProps {
  event: Event;
  drafts: readonly DraftChannel[];
  selected: DraftChannel | undefined;
  onSelect: (uid: string) => void;
  waiting: ReadonlySet<string>;
  onPaint: (labels: string[], mode: PaintMode) => Painted;
}

export function ChannelMap({
  event,
  drafts,
  selected,
  onSelect,
  waiting,
  onPaint,
}: ChannelMapProps) {
  const client = useClient();
  const chartMap = useChartMap(client, event.chartKey, 'published');
  const [mode, setMode] = useState<PaintMode>('add');
  const [said, setSaid] = useState('');

  const bookable = useMemo(
    () => chartMap.data && bookableIn(chartMap.data, event.tableBookingConfig),
    [chartMap.data, event.tableBookingConfig],
  );
  const input = useMemo(
    () => chartMap.data && bookable && { layout: chartMap.data.layout, bookable, drafts, waiting },
    [chartMap.data, bookable, drafts, waiting],
  );
  const paint = useMemo(() => input && channelMapPaint(input), [input]);
  const describe = useMemo(() => input && describeForChannels(input), [input]);
  const paintable = useMemo(
    () => (object: MapObject) =>
      object.kind !== 'generalAdmission' && (bookable?.(object) ?? false),
    [bookable],
  );

  if (chartMap.isError) {
    return (
      <ErrorPanel
        title="The seat map could not be loaded"
        error={chartMap.error}
        onRetry={() => chartMap.refetch()}
      />
    );
  }
  if (!input || !paint || !describe) return <Loading what="the seat map" />;

  const target = selected ? channelName(selected) : undefined;
  const onGesture = (touched: ReadonlySet<string>) => {
    if (!selected || touched.size === 0) return;
    const painted = onPaint([...touched], mode);
    setSaid(sentence(painted, mode, target ?? '', selected.uid));
  };

  const tools = selected && (
    <span className="channel-map-tools">
      <label>
        Paint into{' '}
        <select value={selected.uid} onChange={(e) => onSelect(e.target.value)}>
          {drafts.map((draft) => (
            <option key={draft.uid} value={draft.uid}>
              {channelName(draft)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="seat-map-switch">
        <legend className="visually-hidden">What a click or a rectangle does</legend>
        <button
          type="button"
          className="button button-small"
          aria-pressed={mode === 'add'}
          onClick={() => setMode('add')}
        >
          Add
        </button>
        <button
          type="button"
          className="button button-small"
          aria-pressed={mode === 'remove'}
          onClick={() => setMode('remove')}
        >
          Take out
        </button>
      </fieldset>
    </span>
  );

  return (
    <>
      <p className="field-hint channel-map-hint">
        {selected
          ? `${mode === 'add' ? 'Adds to' : 'Takes out of'} ${target}: click a seat, Shift-click more, drag with Shift (or "Select area") for a block, or use "Select row". Seats of another channel are asked about before they move. Standing areas: set their places below.`
          : 'Add a channel to paint seats into it.'}
      </p>
      <SeatMap
        layout={input.layout}
        paint={paint}
        selection={NO_SELECTION}
        onSelectionChange={selected ? onGesture : undefined}
        paintsGestures
        selectable={paintable}
        describe={describe}
        label={`Seat map of ${event.name ?? event.key} by channel`}
        toolbar={tools}
      />
      <p className="channel-map-said" role="status">
        {said}
      </p>
    </>
  );
}

/** "Added 12 objects to Partners; 4 are in another channel: answer below." */
function sentence(painted: Painted, mode: PaintMode, target: string, targetUid: string): string {
  const n = (count: number) => `${count} object${count === 1 ? '' : 's'}`;
  if (mode === 'remove') {
    return painted.changed > 0
      ? `Took ${n(painted.changed)} out of ${target}.`
      : `None of them was in ${target}.`;
  }
  const added = painted.changed > 0 ? `Added ${n(painted.changed)} to ${target}` : '';
  const waiting = painted.waiting[targetUid]?.length ?? 0;
  const inAll = waiting > painted.asked ? ` (${waiting} wait in all)` : '';
  const asked =
    painted.asked > 0
      ? `${n(painted.asked)} ${painted.asked === 1 ? 'is' : 'are'} in another channel${inAll}: answer the question below`
      : '';
  if (!added && !asked) return `Nothing changed in ${target}.`;
  return `${[added, asked].filter(Boolean).join('; ')}.`;
}
