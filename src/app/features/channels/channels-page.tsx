import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { Event } from '../../../contract/events';
import { PageData } from '../../components/page-data';
import { eventQuery } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import { channelQueries, useSaveChannels } from './api';
import { placesElsewhere, setAreaPlaces, unassignObjects } from './assign';
import { AssignByLabel } from './assign-by-label';
import { ChannelDetails } from './channel-details';
import {
  draftFromEvent,
  keyFromName,
  moveChannel,
  newChannel,
  removeChannel,
  updateChannel,
} from './channel-list';
import { ChannelListPanel } from './channel-list-panel';
import { ChannelMap } from './channel-map';
import { channelName } from './channel-map-paint';
import { ChannelObjects } from './channel-objects';
import { nextPaletteColor, similarColors } from './colors';
import { ConflictNotices } from './conflict-notice';
import { diffChannels } from './diff';
import { GaPlaces } from './ga-places';
import { LeaveGuard } from './leave-guard';
import { ObjectPicker } from './object-picker';
import { waitingCount, waitingLabels, waitingQuestions } from './painting';
import { SavePanel } from './save-panel';
import { useChannelDraft } from './use-channel-draft';
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
 * Save); Save sends one `channels/replace` with exactly the draft, in order. Objects another
 * channel holds wait for a "move them?" answer, and Save waits for every answer.
 */
function ChannelsEditor({ event }: { event: Event }) {
  const client = useClient();
  const objects = useQuery(channelQueries.objects(client, event));
  const save = useSaveChannels(client, event.key);
  const saved = useMemo(() => draftFromEvent(event.channels), [event.channels]);
  const { current, waiting, edit, paint, answer, reset } = useChannelDraft(saved);
  const [selectedUid, setSelectedUid] = useState<string>();
  const selected = current.find((channel) => channel.uid === selectedUid) ?? current[0];

  const changes = useMemo(() => diffChannels(saved, current), [saved, current]);
  const validation = useMemo(
    () => validateChannels(current, objects.data?.index),
    [current, objects.data],
  );
  const similar = useMemo(() => similarColors(current), [current]);
  const questions = useMemo(() => waitingQuestions(current, waiting), [current, waiting]);
  const waitingSet = useMemo(() => waitingLabels(waiting), [waiting]);
  const nameOf = (uid: string) => {
    const channel = current.find((c) => c.uid === uid);
    return channel ? channelName(channel) : uid;
  };
  const owner = useMemo(() => {
    const map = new Map<string, string>();
    for (const channel of current)
      for (const label of channel.objects) map.set(label, channelName(channel));
    return map;
  }, [current]);
  const unanswered = waitingCount(waiting);

  const addChannel = () => {
    const names = new Set(current.map((c) => c.name.trim().toLowerCase()));
    let n = current.length + 1;
    while (names.has(`channel ${n}`)) n += 1;
    const name = `Channel ${n}`;
    const fresh = newChannel(
      keyFromName(name, current),
      name,
      nextPaletteColor(current.map((c) => c.color)),
      true,
    );
    edit([...current, fresh]);
    setSelectedUid(fresh.uid);
  };

  const assignToSelected = (labels: string[]) => {
    if (selected) paint(selected.uid, labels, 'add');
  };

  const onSave = () =>
    save.mutate(current, {
      onSuccess: () => {
        // New channels are saved ones now; keep the same channel selected under its saved identity.
        if (selected) setSelectedUid(`saved:${selected.key.trim()}`);
        reset();
      },
    });

  return (
    <div className="channels-editor">
      <LeaveGuard
        dirty={changes.length > 0 || unanswered > 0}
        what={
          changes.length > 0
            ? `${changes.length} channel change${changes.length === 1 ? '' : 's'}`
            : 'objects waiting to be moved'
        }
      />
      <section className="card channel-map-card" aria-labelledby="channel-map-title">
        <h2 id="channel-map-title">Seats by channel</h2>
        <ChannelMap
          event={event}
          drafts={current}
          selected={selected}
          onSelect={setSelectedUid}
          waiting={waitingSet}
          onPaint={(labels, mode) => paint(selected?.uid ?? '', labels, mode)}
        />
      </section>
      <div className="channels-column">
        <ChannelListPanel
          drafts={current}
          selectedUid={selected?.uid}
          problems={validation.byChannel}
          onSelect={setSelectedUid}
          onMove={(from, to) => edit(moveChannel(current, from, to))}
          onDelete={(uid) => edit(removeChannel(current, uid))}
          onAdd={addChannel}
        />
        <SavePanel
          changes={changes}
          valid={validation.ok}
          similar={similar}
          waiting={
            unanswered > 0
              ? `${unanswered} object${unanswered === 1 ? '' : 's'} wait${unanswered === 1 ? 's' : ''} for your answer: move ${unanswered === 1 ? 'it' : 'them'} or keep ${unanswered === 1 ? 'it' : 'them'} where ${unanswered === 1 ? 'it is' : 'they are'} (below) before saving.`
              : undefined
          }
          saving={save.isPending}
          onSave={onSave}
          onDiscard={reset}
        />
      </div>
      <div className="channels-column">
        {selected ? (
          <>
            <section className="card" aria-label="Selected channel">
              <h2>{channelName(selected)}</h2>
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
              <h2 id="assign-title">Assign objects to {channelName(selected)}</h2>
              <PageData
                query={objects}
                what="the event's objects"
                failed="The event's objects could not be loaded"
              >
                {(loaded) => (
                  <>
                    <h3>By label</h3>
                    <AssignByLabel
                      channelName={channelName(selected)}
                      knownLabels={loaded.index.labels}
                      onAssign={assignToSelected}
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
                      channelName={channelName(selected)}
                      channelOf={(label) => owner.get(label)}
                      onAssign={assignToSelected}
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
      <ConflictNotices
        questions={questions}
        nameOf={nameOf}
        selectedUid={selected?.uid}
        onAnswer={answer}
      />
    </div>
  );
}
