// The one form field of the back office: a label, its control, and below it the hint or, once
// there is one, the error, wired for screen readers (the control is described by the note and
// marked invalid while there is an error). Every form's labelled controls are built on it, so a
// fix to how a field reads or announces itself is made here once.
import { type ReactNode, useId } from 'react';

/** Spread on the control: `<input {...control} … />`. */
export interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

interface FormFieldProps {
  label: ReactNode;
  /** The control's id; a fresh one when absent. */
  id?: string;
  hint?: ReactNode;
  /** Shown in the hint's place: the hint says what to type, the error what is wrong with it. */
  error?: ReactNode;
  /** The hint stays above the error: it states a rule the error does not repeat. */
  keepHint?: boolean;
  /** Ids of notes on this field told elsewhere: a form's one problem line, a hint under a row. */
  describedBy?: string;
  /** Marked invalid while its problem is told elsewhere (in a note of `describedBy`). */
  invalid?: boolean;
  /** An asterisk after the label (drawn by the stylesheet, so the label's name stays as written) and `aria-required` on the control. */
  required?: boolean;
  /** Label and control on one line, for a filter or a toolbar beside other controls. */
  inline?: boolean;
  /** The label is read, not seen, where a table's column or a placeholder already shows it. */
  hideLabel?: boolean;
  /** Added to `field`, e.g. a feature's layout class. */
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

export function FormField(props: FormFieldProps) {
  const { label, hint, error, describedBy: elsewhere, required, className, children } = props;
  const ownId = useId();
  const id = props.id ?? ownId;
  const shownHint = error && !props.keepHint ? undefined : hint;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [shownHint && hintId, error && errorId, elsewhere].filter(Boolean).join(' ');
  const kind = props.inline ? 'field-inline' : 'field';
  return (
    <div className={[kind, required && 'field-required', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={props.hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error || props.invalid ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {shownHint && (
        <p id={hintId} className="field-hint">
          {shownHint}
        </p>
      )}
      {/* A div: an error may be a list of problems. */}
      {error && (
        <div id={errorId} className="field-error">
          {error}
        </div>
      )}
    </div>
  );
}
