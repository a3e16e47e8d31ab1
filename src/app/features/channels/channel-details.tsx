import { useId } from 'react';
import { ColorField } from '../../components/color-field';
import type { DraftChannel } from './channel-list';
import { CHANNEL_PALETTE } from './colors';
import type { ChannelProblems } from './validate';

interface ChannelDetailsProps {
  channel: DraftChannel;
  problems: ChannelProblems | undefined;
  onChange: (change: Partial<Pick<DraftChannel, 'key' | 'name' | 'color'>>) => void;
}

/** Name, key and colour of the selected channel; problems show beside the field they concern. */
export function ChannelDetails({ channel, problems, onChange }: ChannelDetailsProps) {
  const id = useId();
  return (
    <div className="channel-details">
      <div className="form-row form-row-top">
        <div className="field grow">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            data-channel-name={channel.uid}
            value={channel.name}
            onChange={(event) => onChange({ name: event.target.value })}
            aria-invalid={problems?.name ? true : undefined}
            aria-describedby={problems?.name ? `${id}-name-error` : undefined}
          />
          {problems?.name && (
            <p className="field-error" id={`${id}-name-error`}>
              {problems.name}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-key`}>Key</label>
          <input
            id={`${id}-key`}
            className="mono"
            value={channel.key}
            readOnly={channel.saved}
            onChange={(event) => onChange({ key: event.target.value })}
            aria-invalid={problems?.key ? true : undefined}
            aria-describedby={`${id}-key-hint${problems?.key ? ` ${id}-key-error` : ''}`}
          />
          <p className="field-hint" id={`${id}-key-hint`}>
            {channel.saved
              ? 'Saved channels keep their key: bookings refer to it.'
              : 'Bookings refer to the channel by this key; it is fixed once saved.'}
          </p>
          {problems?.key && (
            <p className="field-error" id={`${id}-key-error`}>
              {problems.key}
            </p>
          )}
        </div>
      </div>
      <ColorField
        label="Colour"
        value={channel.color}
        onChange={(color) => onChange({ color })}
        error={problems?.color}
        palette={CHANNEL_PALETTE}
      />
    </div>
  );
}
