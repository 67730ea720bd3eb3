import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field, type FieldClasses } from '../Field/Field';
import styles from './TextField.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  /** Another look (the question screens'): the frame's classes and the input's. */
  classes?: FieldClasses & { control?: string };
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, className, classes, ...rest }, ref) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className} classes={classes}>
      {(control) => <input ref={ref} {...control} className={classes?.control ?? [styles.input, error ? styles.invalid : ''].join(' ')} {...rest} />}
    </Field>
  );
});
