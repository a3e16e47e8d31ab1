import type { DraftChannel } from './channel-list';

const SHOWN = 120;

interface ChannelObjectsProps {
  channel: DraftChannel;
  onRemove: (labels: string[]) => void;
  onRemovePlaces: (area: string) => void;
}

/** What the channel holds: objects (removable one by one or all at once) and GA places. */
export function ChannelObjects({ channel, onRemove, onRemovePlaces }: ChannelObjectsProps) {
  const name = channel.name || channel.key;
  const areas = Object.entries(channel.areaPlaces);
  if (channel.objects.length === 0 && areas.length === 0) {
    return <p className="muted">No objects in {name} yet.</p>;
  }
  return (
    <div className="channel-objects">
      {channel.objects.length > 0 && (
        <>
          <div className="picker-toolbar">
            <span>
              {channel.objects.length} object{channel.objects.length === 1 ? '' : 's'}
            </span>
            <button
              type="button"
              className="button button-small button-quiet danger-text"
              onClick={() => onRemove(channel.objects)}
            >
              Remove all objects
            </button>
          </div>
          <ul className="chips" aria-label={`Objects in ${name}`}>
            {channel.objects.slice(0, SHOWN).map((label) => (
              <li key={label} className="chip">
                <span className="mono">{label}</span>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove ${label} from ${name}`}
                  onClick={() => onRemove([label])}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          {channel.objects.length > SHOWN && (
            <p className="field-hint">and {channel.objects.length - SHOWN} more.</p>
          )}
        </>
      )}
      {areas.length > 0 && (
        <ul className="chips" aria-label={`General admission places in ${name}`}>
          {areas.map(([area, places]) => (
            <li key={area} className="chip">
              <span>
                <span className="mono">{area}</span>: {places} place{places === 1 ? '' : 's'}
              </span>
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove the places of ${area} from ${name}`}
                onClick={() => onRemovePlaces(area)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
