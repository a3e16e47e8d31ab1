// "Offer seats from": the open sale (seats in no channel) and each of the event's channels, by
// name with its map colour; the key is only a tooltip. Below, what the choice leaves out.
import { ColorSwatch } from '../../components/color-swatch';
import type { SaleChannel } from './sale-channels';

interface ChannelPickerProps {
  channels: readonly SaleChannel[];
  openSale: boolean;
  chosen: readonly string[];
  onOpenSale: (on: boolean) => void;
  onChosen: (keys: string[]) => void;
  /** "4 seats kept for Box office are not offered." */
  kept?: string;
  error?: string;
}

export function ChannelPicker(props: ChannelPickerProps) {
  const { channels, chosen } = props;
  const toggle = (key: string, on: boolean) =>
    props.onChosen(on ? [...chosen, key] : chosen.filter((one) => one !== key));
  return (
    <fieldset className="ps-channels" aria-invalid={props.error ? true : undefined}>
      <legend>Offer seats from</legend>
      <label className="inline-check" title="Seats kept for no channel">
        <input
          type="checkbox"
          checked={props.openSale}
          onChange={(e) => props.onOpenSale(e.target.checked)}
        />
        Open sale
      </label>
      {channels.map((channel) => (
        <label key={channel.key} className="inline-check" title={`Channel key: ${channel.key}`}>
          <input
            type="checkbox"
            checked={chosen.includes(channel.key)}
            onChange={(e) => toggle(channel.key, e.target.checked)}
          />
          <ColorSwatch color={channel.colour} label={channel.name} />
        </label>
      ))}
      {(props.error ?? props.kept) && (
        <p className={props.error ? 'field-error' : 'field-hint ps-kept'}>
          {props.error ?? props.kept}
        </p>
      )}
    </fieldset>
  );
}
