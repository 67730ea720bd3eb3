import { useId, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { ChoiceOption, FieldDef } from '#core/application/index';
import styles from './QuestionScreen.module.css';

export interface ChoiceGroupProps {
  field: FieldDef;
  /** The form's name for the field; the radio buttons share it. */
  name: string;
  disabled?: boolean;
  legend: ReactNode;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  /** Given to the first option, so a form can move focus to the group. */
  ref?: Ref<HTMLInputElement>;
  hint: ReactNode;
  error: ReactNode;
  describedBy?: string;
}

const YES_NO: ChoiceOption[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** Picking an option in a multiple choice: the decline option stands alone and sub-options follow their parent. */
export function toggleChoice(options: readonly ChoiceOption[], chosen: readonly string[], value: string, checked: boolean): string[] {
  const option = options.find((o) => o.value === value);
  if (!checked) return chosen.filter((v) => v !== value && options.find((o) => o.value === v)?.parent !== value);
  if (option?.exclusive) return [value];
  const exclusive = new Set(options.filter((o) => o.exclusive).map((o) => o.value));
  return [...chosen.filter((v) => !exclusive.has(v)), value];
}

/** Radio buttons and checkboxes do not submit a form on Enter by themselves; in a question they do. */
export function submitOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/** Radio buttons (single choice, yes/no) or checkboxes (multiple choice) in a fieldset. */
export function ChoiceGroup({ field, name, disabled, legend, value, onChange, onBlur, ref, hint, error, describedBy }: ChoiceGroupProps) {
  const groupName = `${useId()}-${name}`;
  const multiple = field.kind === 'multipleChoice';
  const options = field.kind === 'yesNo' ? YES_NO : 'options' in field ? field.options : [];
  const chosen: string[] = multiple
    ? Array.isArray(value)
      ? (value as string[])
      : []
    : value === null || value === undefined || value === ''
      ? []
      : [String(value)];
  const select = (option: ChoiceOption, checked: boolean) => {
    if (multiple) onChange(toggleChoice(options, chosen, option.value, checked));
    else if (field.kind === 'yesNo') onChange(option.value === 'true');
    else onChange(option.value);
  };
  const topLevel = options.filter((o) => !o.parent);
  const renderOption = (option: ChoiceOption) => {
    const checked = chosen.includes(option.value);
    const children = options.filter((o) => o.parent === option.value);
    return (
      <li key={option.value} className={styles.option}>
        <label className={[styles.choice, checked ? styles.chosen : ''].join(' ')}>
          <input
            ref={option === topLevel[0] ? ref : undefined}
            type={multiple ? 'checkbox' : 'radio'}
            name={groupName}
            value={option.value}
            disabled={disabled}
            checked={checked}
            onChange={(event) => select(option, event.target.checked)}
            onBlur={onBlur}
            onKeyDown={submitOnEnter}
          />
          <span className={styles.choiceText}>
            <span>{option.label}</span>
            {option.description ? <span className={styles.choiceDescription}>{option.description}</span> : null}
          </span>
        </label>
        {children.length > 0 && checked ? <ul className={styles.subOptions}>{children.map(renderOption)}</ul> : null}
      </li>
    );
  };
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      <legend className={typeof legend === 'string' ? styles.label : styles.headingLegend}>{legend}</legend>
      {hint}
      {multiple ? <p className={styles.hint}>Choose all that apply.</p> : null}
      <ul className={[styles.options, field.kind === 'yesNo' ? styles.inline : ''].join(' ')}>{topLevel.map(renderOption)}</ul>
      {error}
    </fieldset>
  );
}
