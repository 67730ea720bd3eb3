import { useId, type ReactNode, type Ref } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldErrors } from 'react-hook-form';
import { US_STATES } from '#core/usStates';
import type { FieldDef } from '#core/application/index';
import { MaskedInput } from '../MaskedInput/MaskedInput';
import { ChoiceGroup, submitOnEnter } from './ChoiceGroup';
import { maskOf, type Draft } from './draft';
import { LabelledInput, LabelledSelect } from './LabelledControls';
import styles from './QuestionScreen.module.css';

export interface FieldControlProps {
  field: FieldDef;
  control: Control<Draft>;
  errors: FieldErrors<Draft>;
  /** When the question's title is this field's label: the title and the question's description. */
  heading?: { text: string; description?: string };
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Long single-choice lists read better as a drop-down than as a wall of radio buttons. */
const LONG_LIST = 8;

type Input = ControllerRenderProps<Draft, string>;

const messageAt = (errors: FieldErrors<Draft>, path: string): string | undefined => {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** One field of a question, drawn by its kind, with its hint and error announced with it. */
export function FieldControl({ field, control, errors, heading, headingRef }: FieldControlProps) {
  const id = useId();
  const error = messageAt(errors, field.key);
  const descriptionId = heading?.description ? `${id}-description` : undefined;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, hintId, errorId].filter(Boolean).join(' ') || undefined;
  const autoComplete = (token: string) => (field.autoComplete === 'off' ? 'off' : token);
  // The question's title as a page heading inside the label or legend (the GOV.UK pattern).
  const title = heading ? (
    <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
      {heading.text}
    </h1>
  ) : null;
  const hint = (
    <>
      {heading?.description ? (
        <p id={descriptionId} className={styles.description}>
          {heading.description}
        </p>
      ) : null}
      {field.hint ? (
        <p id={hintId} className={styles.hint}>
          {field.hint}
        </p>
      ) : null}
    </>
  );
  const errorText = error ? (
    <p id={errorId} className={styles.error}>
      {error}
    </p>
  ) : null;

  const render = (input: Input): ReactNode => {
    const { value, onChange, ...rest } = input;
    if (field.kind === 'singleChoice' && field.options.length > LONG_LIST && !heading) {
      return (
        <LabelledSelect {...input} value={text(value)} label={field.label} hint={field.hint} emptyOption="Choose one" options={field.options} error={error} />
      );
    }
    if (field.kind === 'singleChoice' || field.kind === 'multipleChoice' || field.kind === 'yesNo') {
      return <ChoiceGroup {...input} field={field} legend={title ?? field.label} hint={hint} error={errorText} describedBy={describedBy} />;
    }
    if (field.kind === 'checkbox') {
      return (
        <div className={styles.field}>
          {hint}
          <label className={styles.checkbox}>
            <input
              {...rest}
              type="checkbox"
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
              onKeyDown={submitOnEnter}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
            <span>{field.label}</span>
          </label>
          {errorText}
        </div>
      );
    }
    const mask = maskOf(field);
    const common = { ...rest, id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
    return (
      <div className={styles.field}>
        {title ? (
          <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
            <label htmlFor={id}>{heading?.text}</label>
          </h1>
        ) : (
          <label className={styles.label} htmlFor={id}>
            {field.label}
          </label>
        )}
        {hint}
        {mask ? (
          <MaskedInput
            {...common}
            mask={mask}
            value={text(value)}
            onValueChange={onChange}
            autoComplete={field.autoComplete ?? 'off'}
            className={styles.narrowInput}
          />
        ) : field.kind === 'text' && field.multiline ? (
          <textarea {...common} className={styles.textarea} rows={4} value={text(value)} onChange={onChange} />
        ) : (
          <input
            {...common}
            className={styles.input}
            type={field.kind === 'email' ? 'email' : 'text'}
            autoComplete={field.autoComplete}
            value={text(value)}
            onChange={onChange}
          />
        )}
        {errorText}
      </div>
    );
  };

  if (field.kind === 'address') {
    const part = (name: string) => messageAt(errors, `${field.key}.${name}`);
    const textPart = (name: string, label: string, token: string) => (
      <Controller
        control={control}
        name={`${field.key}.${name}`}
        render={({ field: input }) => (
          <LabelledInput {...input} value={text(input.value)} label={label} autoComplete={autoComplete(token)} error={part(name)} />
        )}
      />
    );
    return (
      <fieldset className={styles.fieldset} aria-describedby={describedBy}>
        <legend className={heading ? styles.headingLegend : styles.label}>{title ?? field.label}</legend>
        {hint}
        {/* The whole address left empty has one message; a part's own message shows at that part. */}
        {errorText}
        {textPart('street', 'Street address', 'address-line1')}
        {textPart('unit', 'Apartment, suite or unit (optional)', 'address-line2')}
        <div className={styles.addressRow}>
          {textPart('city', 'City', 'address-level2')}
          <Controller
            control={control}
            name={`${field.key}.state`}
            render={({ field: input }) => (
              <LabelledSelect
                {...input}
                value={text(input.value)}
                label="State"
                emptyOption="Choose"
                options={US_STATES.map((s) => ({ value: s.code, label: s.name }))}
                autoComplete={autoComplete('address-level1')}
                error={part('state')}
              />
            )}
          />
          <Controller
            control={control}
            name={`${field.key}.zip`}
            render={({ field: input }) => <ZipInput {...input} error={part('zip')} autoComplete={autoComplete('postal-code')} />}
          />
        </div>
      </fieldset>
    );
  }

  return <Controller control={control} name={field.key} render={({ field: input }) => <>{render(input)}</>} />;
}

function ZipInput({ value, onChange, error, ...rest }: Input & { error?: string; autoComplete: string }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        ZIP code
      </label>
      <MaskedInput
        {...rest}
        id={id}
        mask="zip"
        value={text(value)}
        onValueChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
