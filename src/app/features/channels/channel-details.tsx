import { ColorField } from '../../components/color-field';
import { FormField } from '../../components/form-field';
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
  return (
    <div className="channel-details">
      <div className="form-row form-row-top">
        <FormField label="Name" className="grow" error={problems?.name}>
          {(control) => (
            <input
              {...control}
              data-channel-name={channel.uid}
              value={channel.name}
              onChange={(event) => onChange({ name: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          label="Key"
          error={problems?.key}
          keepHint
          hint={
            channel.saved
              ? 'Saved channels keep their key: bookings refer to it.'
              : 'Bookings refer to the channel by this key; it is fixed once saved.'
          }
        >
          {(control) => (
            <input
              {...control}
              className="mono"
              value={channel.key}
              readOnly={channel.saved}
              onChange={(event) => onChange({ key: event.target.value })}
            />
          )}
        </FormField>
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
