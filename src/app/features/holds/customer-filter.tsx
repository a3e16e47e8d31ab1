// The holds view's "Find a customer": narrows the token cards to those holding for a customer whose
// name contains what the clerk types (any case), or whose token code does, so a customer calling
// back is found by name without reading every card.
import { FormField } from '../../components/form-field';

/** True when `text` is empty, or a name or the token contains it (any case, spaces trimmed). */
export function matchesCustomer(text: string, token: string, names: readonly string[]): boolean {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return true;
  return [token, ...names].some((one) => one.toLowerCase().includes(wanted));
}

export function CustomerFilter({
  text,
  onChange,
}: {
  text: string;
  onChange: (t: string) => void;
}) {
  return (
    <div className="search-form">
      <FormField label="Find a customer" inline>
        {(control) => (
          <input
            {...control}
            type="search"
            value={text}
            placeholder="Name or token"
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}

/** Said when the filter leaves no card. */
export function NoCustomerFound({ text }: { text: string }) {
  return <p className="empty">No hold for a customer named “{text.trim()}”.</p>;
}
