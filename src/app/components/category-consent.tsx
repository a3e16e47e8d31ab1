// What a move that changes category says before it is sent, and the explicit acceptance it needs
// (the rule: lib/category-change.ts). Shown only when a category changes: a move that keeps its
// categories meets no question.
import { useId } from 'react';
import './category-consent.css';
import { type CategoryMove, describeCategoryMove } from '../lib/category-change';

interface CategoryConsentProps {
  moves: readonly CategoryMove[];
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  /** The refusal, once staff tried to move without accepting. */
  refusal?: string;
}

export function CategoryConsent({
  moves,
  accepted,
  onAcceptedChange,
  refusal,
}: CategoryConsentProps) {
  const id = useId();
  if (moves.length === 0) return null;
  return (
    <fieldset className="notice notice-warning category-consent">
      <legend>The category changes, and so may the price:</legend>
      <ul>
        {moves.map((move) => (
          <li key={`${move.fromCategory}→${move.toCategory}`}>{describeCategoryMove(move)}</li>
        ))}
      </ul>
      <label className="inline-check">
        <input
          type="checkbox"
          checked={accepted}
          aria-describedby={refusal ? `${id}-refusal` : undefined}
          onChange={(e) => onAcceptedChange(e.target.checked)}
        />
        Accept the change of category (tell the customer about the price)
      </label>
      {refusal && (
        <p id={`${id}-refusal`} className="field-error" role="alert">
          {refusal}
        </p>
      )}
    </fieldset>
  );
}
