import { useId, useState } from 'react';
import { FormField } from './form-field';

interface SearchFormProps {
  label: string;
  placeholder?: string;
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
}

/** A labelled search box; searching happens on Enter or the button, not on every keystroke. */
export function SearchForm({ label, placeholder, value, onSearch }: SearchFormProps) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  return (
    <search>
      <form
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim() || undefined);
        }}
      >
        <FormField label={label} id={id} inline>
          {(control) => (
            <input
              {...control}
              type="search"
              value={text}
              placeholder={placeholder}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="button">
          Search
        </button>
        {value && (
          <button
            type="button"
            className="button button-quiet"
            onClick={() => {
              setText('');
              onSearch(undefined);
            }}
          >
            Clear
          </button>
        )}
      </form>
    </search>
  );
}
