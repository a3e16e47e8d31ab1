import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { Event } from '../../../contract/events';
import { PageData } from '../../components/page-data';
import { eventQuery } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import { channelQueries, useSaveChannels } from './api';
import {
  assignObjects,
  type Conflict,
  findConflicts,
  placesElsewhere,
  setAreaPlaces,
  unassignObjects,
} from './assign';
import { AssignByLabel } from './assign-by-label';
import { ChannelDetails } from './channel-details';
import {
  type DraftChannel,
  draftFromEvent,
  freeKey,
  moveChannel,
  newChannel,
  removeChannel,
  updateChannel,
} from './channel-list';
import { ChannelListPanel } from './channel-list-panel';
import { ChannelObjects } from './channel-objects';
import { nextPaletteColor, similarColors } from './colors';
import { ConflictNotice } from './conflict-notice';
import { diffChannels } from './diff';
import { GaPlaces } from './ga-places';
import { LeaveGuard } from './leave-guard';
import { ObjectPicker } from './object-picker';
import { SavePanel } from './save-panel';
import { validateChannels } from './validate';

export function ChannelsPage() {
  const client = useClient();
  const eventKey = useParams().eventKey ?? '';
  // The event page above has loaded the event; this reads the same cache entry.
  const { data: event } = useQuery(eventQuery(client, eventKey));
  return event ? <ChannelsEditor event={event} /> : null;
}

/**
 * The channels editor. Edits go into a local draft (the event's channels stay the truth until
 * Save); Save sends one `channels/replace` with exactly the draft, in order.
 */
function ChannelsEditor({ event }: { event: Event }) {
  const client = useClient();
  const objects = useQuery(channelQueries.objects(client, event));
  const save = useSaveChannels(client, event.key);
  const saved = useMemo(() => draftFromEvent(event.channels), [event.channels]);
  const [draft, setDraft] = useState<DraftChannel[]>();
  const current = draft ?? saved;
  const [selectedUid, setSelectedUid] = useState<string>();
  const selected = current.find((channel) => channel.uid === selectedUid) ?? current[0];
  const [pending, setPending] = useState<{ labels: string[]; conflicts: Conflict[] } | null>(null);

  const changes = useMemo(() => diffChannels(saved, current), [saved, current]);
  const validation = useMemo(
    () => validateChannels(current, objects.data?.index),
    [current, objects.data],
  );
  const similar = useMemo(() => similarColors(current), [current]);
  const nameOf = (uid: string) => {
    const channel = current.find((c) => c.uid === uid);
    return channel ? channel.name || channel.key : uid;
  };
  const owner = useMemo(() => {
    const map = new Map<string, string>();
    for (const channel of current)
      for (const label of channel.objects) map.set(label, channel.name || channel.key);
    return map;
  }, [current]);

  const edit = (next: DraftChannel[]) => {
    setDraft(next);
    setPending(null);
  };

  const addChannel = () => {
    const names = new Set(current.map((c) => c.name.trim().toLowerCase()));
    let n = current.length + 1;
    while (names.has(`channel ${n}`)) n += 1;
    const fresh = newChannel(
      freeKey(current),
      `Channel ${n}`,
      nextPaletteColor(current.map((c) => c.color)),
    );
    edit([...current, fresh]);
    setSelectedUid(fresh.uid);
  };

  const requestAssign = (labels: string[]) => {
    if (!selected) return;
    const conflicts = findConflicts(current, selected.uid, labels);
    if (conflicts.length > 0) setPending({ labels, conflicts });
    else edit(assignObjects(current, selected.uid, labels, 'skip'));
  };

  const onSave = () =>
    save.mutate(current, {
      onSuccess: () => {
        // New channels are saved ones now; keep the same channel selected under its saved identity.
        if (selected) setSelectedUid(`saved:${selected.key.trim()}`);
        setDraft(undefined);
      },
    });

  return (
    <div className="channels-editor">
      <LeaveGuard
        dirty={changes.length > 0}
        what={`${changes.length} channel change${changes.length === 1 ? '' : 's'}`}
      />
      <div className="channels-column">
        <ChannelListPanel
          drafts={current}
          selectedUid={selected?.uid}
          problems={validation.byChannel}
          onSelect={(uid) => {
            setSelectedUid(uid);
            setPending(null);
          }}
          onMove={(from, to) => edit(moveChannel(current, from, to))}
          onDelete={(uid) => edit(removeChannel(current, uid))}
          onAdd={addChannel}
        />
        <SavePanel
          changes={changes}
          valid={validation.ok}
          similar={similar}
          saving={save.isPending}
          onSave={onSave}
          onDiscard={() => {
            setDraft(undefined);
            setPending(null);
          }}
        />
      </div>
      <div className="channels-column">
        {selected ? (
          <>
            <section className="card" aria-label="Selected channel">
              <h2>{selected.name || selected.key || 'Unnamed channel'}</h2>
              <ChannelDetails
                channel={selected}
                problems={validation.byChannel[selected.uid]}
                onChange={(change) => edit(updateChannel(current, selected.uid, change))}
              />
              {validation.byChannel[selected.uid]?.objects && (
                <p className="field-error">{validation.byChannel[selected.uid]?.objects}</p>
              )}
              {validation.byChannel[selected.uid]?.places && (
                <p className="field-error">{validation.byChannel[selected.uid]?.places}</p>
              )}
              <h3>In this channel</h3>
              <ChannelObjects
                channel={selected}
                onRemove={(labels) => edit(unassignObjects(current, selected.uid, labels))}
                onRemovePlaces={(area) => edit(setAreaPlaces(current, selected.uid, area, 0))}
              />
            </section>
            <section className="card" aria-labelledby="assign-title">
              <h2 id="assign-title">Assign objects to {selected.name || selected.key}</h2>
              {pending && (
                <ConflictNotice
                  targetName={selected.name || selected.key}
                  conflicts={pending.conflicts.map((c) => ({
                    label: c.label,
                    from: nameOf(c.fromUid),
                  }))}
                  freeCount={pending.labels.length - pending.conflicts.length}
                  onMove={() => edit(assignObjects(current, selected.uid, pending.labels, 'move'))}
                  onSkip={() => edit(assignObjects(current, selected.uid, pending.labels, 'skip'))}
                  onCancel={() => setPending(null)}
                />
              )}
              <PageData
                query={objects}
                what="the event's objects"
                failed="The event's objects could not be loaded"
              >
                {(loaded) => (
                  <>
                    <h3>By label</h3>
                    <AssignByLabel
                      channelName={selected.name || selected.key}
                      knownLabels={loaded.index.labels}
                      onAssign={requestAssign}
                    />
                    <h3>General admission places</h3>
                    <GaPlaces
                      key={selected.uid}
                      channel={selected}
                      areas={loaded.index.gaCapacity}
                      placesElsewhere={(area) => placesElsewhere(current, area, selected.uid)}
                      onSetPlaces={(area, places) =>
                        edit(setAreaPlaces(current, selected.uid, area, places))
                      }
                    />
                    <h3>Pick from the event's objects</h3>
                    <ObjectPicker
                      objects={loaded.objects}
                      channelName={selected.name || selected.key}
                      channelOf={(label) => owner.get(label)}
                      onAssign={requestAssign}
                    />
                  </>
                )}
              </PageData>
            </section>
          </>
        ) : (
          <div className="card">
            <p className="muted">Add a channel to start assigning objects.</p>
          </div>
        )}
      </div>
    </div>
  );
}
