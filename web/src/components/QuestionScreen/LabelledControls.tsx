import type { InputHTMLAttributes, Ref, SelectHTMLAttributes } from 'react';
import { SelectField } from '../SelectField/SelectField';
import { TextField } from '../TextField/TextField';
import styles from './QuestionScreen.module.css';

interface Common {
  label: string;
  hint?: string;
  error?: string;
}

const questionLook = { field: styles.field, label: styles.label, hint: styles.hint, error: styles.error, control: styles.input };

/** A labelled text input in the question screen's style, its hint and error announced with it. */
export function LabelledInput({ ref, ...props }: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <TextField ref={ref} type="text" {...props} classes={questionLook} />;
}

/** A labelled drop-down in the question screen's style, with a first empty choice. */
export function LabelledSelect({
  ref,
  ...props
}: Common &
  SelectHTMLAttributes<HTMLSelectElement> & { options: ReadonlyArray<{ value: string; label: string }>; emptyOption: string; ref?: Ref<HTMLSelectElement> }) {
  return <SelectField ref={ref} {...props} classes={questionLook} />;
}
