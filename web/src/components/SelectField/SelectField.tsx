import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Field, type FieldClasses } from '../Field/Field';
import styles from './SelectField.module.css';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A first, empty choice such as "Choose a range"; chosen, it leaves the field blank. */
  emptyOption?: string;
  error?: string;
  hint?: string;
  /** Another look (the question screens'): the frame's classes and the select's. */
  classes?: FieldClasses & { control?: string };
}

/** A labelled native select whose hint and error are announced with it (aria-describedby). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, emptyOption, error, hint, id, className, classes, ...rest },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className} classes={classes}>
      {(control) => (
        <select ref={ref} {...control} className={classes?.control ?? [styles.select, error ? styles.invalid : ''].join(' ')} {...rest}>
          {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
