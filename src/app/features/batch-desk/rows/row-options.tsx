// The rarely needed options of a row: which channels its objects may be in (or ignore channels),
// the previous-status guard, and keeping extra data. Open by itself when any of them is set.
import { NO_CHANNEL } from '../../../../domain/model';
import { channelName } from '../../../lib/refusal-text';
import type { DraftRow } from './draft';
import type { RowErrors } from './row-check';
import { TextField } from './text-field';

interface RowOptionsProps {
  row: DraftRow;
  errors: RowErrors;
  /** NO_CHANNEL and the event's channel keys. */
  channelKeys: string[];
  /** The event's channels' names by key, shown instead of the keys. */
  channelNames?: ReadonlyMap<string, string>;
  set: (fields: Partial<DraftRow>) => void;
}

export function RowOptions({ row, errors, channelKeys, channelNames, set }: RowOptionsProps) {
  const id = `${row.id}-options`;
  const field = (key: string) => `${id}-${key}`;
  const optionsSet =
    row.channelKeys.length > 0 ||
    row.ignoreChannels ||
    row.keepExtraData ||
    row.allowedPrevious.trim() !== '' ||
    row.rejectedPrevious.trim() !== '';
  return (
    <details
      className="bd-options"
      open={optionsSet || Boolean(errors.channels || errors.guard) || undefined}
    >
      <summary>Channels, previous-status guard and extra data</summary>
      <div className="bd-options-grid">
        <fieldset className="bd-subfield" aria-describedby={`${field('channels')}-note`}>
          <legend>Channels the objects may be in</legend>
          <div className="bd-checks">
            {channelKeys.map((key) => (
              <label key={key} className="checkbox-field">
                <input
                  type="checkbox"
                  checked={row.channelKeys.includes(key)}
                  onChange={(e) =>
                    set({
                      channelKeys: e.target.checked
                        ? [...row.channelKeys, key]
                        : row.channelKeys.filter((one) => one !== key),
                    })
                  }
                />
                <span title={`Key: ${key}`}>
                  {key === NO_CHANNEL ? 'No channel' : channelName(key, channelNames)}
                </span>
              </label>
            ))}
            {row.channelKeys
              .filter((key) => !channelKeys.includes(key))
              .map((key) => (
                <span key={key} className="badge badge-warning" title="Not a channel of this event">
                  {key}
                </span>
              ))}
          </div>
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={row.ignoreChannels}
              onChange={(e) => set({ ignoreChannels: e.target.checked })}
            />
            Ignore channels
          </label>
          <p
            id={`${field('channels')}-note`}
            className={errors.channels ? 'field-error' : 'field-hint'}
          >
            {errors.channels ??
              'Neither: only objects in no channel may change. Pick channels or ignore channels, not both.'}
          </p>
        </fieldset>
        <fieldset className="bd-subfield">
          <legend>Previous-status guard</legend>
          <TextField
            id={field('allowed')}
            label="Only if now"
            value={row.allowedPrevious}
            error={errors.guard}
            list={`${id}-statuses`}
            placeholder="Free, Booked"
            onChange={(allowedPrevious) => set({ allowedPrevious })}
          />
          <TextField
            id={field('rejected')}
            label="Not if now"
            value={row.rejectedPrevious}
            list={`${id}-statuses`}
            placeholder="Booked"
            hint="Give one of the two, not both."
            onChange={(rejectedPrevious) => set({ rejectedPrevious })}
          />
          <datalist id={`${id}-statuses`}>
            <option value="Free" />
            <option value="Booked" />
            <option value="Held" />
          </datalist>
        </fieldset>
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={row.keepExtraData}
            onChange={(e) => set({ keepExtraData: e.target.checked })}
          />
          Keep extra data
        </label>
      </div>
    </details>
  );
}
