import type { SelectionSummary } from '../interaction/selection-ops';
import { selectionSentence } from '../interaction/selection-ops';

/** Shown by name when few; counted when many. */
const MISSING_LISTED = 5;

interface SelectionBarProps {
  summary: SelectionSummary;
  onClear?: () => void;
}

/** "12 selected: 8 Free, 4 Held · Cat1 10, Cat2 2", and the selected labels the chart lacks. */
export function SelectionBar({ summary, onClear }: SelectionBarProps) {
  const { missing } = summary;
  return (
    <div className="seat-map-selection-bar">
      <p className="seat-map-selection-text">{selectionSentence(summary)}</p>
      {missing.length > 0 && (
        <p className="seat-map-missing">
          {missing.length === 1
            ? '1 selected label is not on this chart: '
            : `${missing.length.toLocaleString('en')} selected labels are not on this chart: `}
          {missing.slice(0, MISSING_LISTED).join(', ')}
          {missing.length > MISSING_LISTED ? ', …' : ''} (kept in the selection)
        </p>
      )}
      {onClear && summary.total + missing.length > 0 && (
        <button type="button" className="button button-small" onClick={onClear}>
          Clear selection
        </button>
      )}
    </div>
  );
}
