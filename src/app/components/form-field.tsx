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
  /** An asterisk after the label (drawn by the stylesheet, so the label's name stays as written) and `aria-required` on the control. */
  required?: boolean;
  /** Added to `field`, e.g. a feature's layout class. */
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

export function FormField(props: FormFieldProps) {
  const { label, hint, error, required, className, children } = props;
  const ownId = useId();
  const id = props.id ?? ownId;
  const note = error ?? hint;
  const noteId = `${id}-note`;
  return (
    <div className={['field', required && 'field-required', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-describedby': note ? noteId : undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {note && (
        <p id={noteId} className={error ? 'field-error' : 'field-hint'}>
          {note}
        </p>
      )}
    </div>
  );
}
