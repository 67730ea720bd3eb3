import { forwardRef, type InputHTMLAttributes } from 'react';
import { formatMasked, type MaskKind } from './masks';
import styles from './MaskedInput.module.css';

export interface MaskedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  mask: MaskKind;
  value: string;
  onValueChange: (value: string) => void;
}

const INPUT_MODE: Record<MaskKind, 'numeric' | 'decimal' | 'tel'> = {
  money: 'decimal',
  integer: 'numeric',
  date: 'numeric',
  phone: 'tel',
  taxpayerIdentifier: 'numeric',
  zip: 'numeric',
};

const PLACEHOLDER: Partial<Record<MaskKind, string>> = { date: 'MM/DD/YYYY', phone: '415-555-0142', taxpayerIdentifier: '123-45-6789' };

/**
 * A text input that formats as the user types (money with separators, dates with slashes,
 * phone and identifier numbers with dashes). Money shows a $ before the box, outside the
 * value, so screen readers hear the label, then the number.
 */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput({ mask, value, onValueChange, className, ...rest }, ref) {
  const input = (
    <input
      ref={ref}
      type="text"
      inputMode={INPUT_MODE[mask]}
      placeholder={PLACEHOLDER[mask]}
      spellCheck={false}
      {...rest}
      className={[styles.input, mask === 'money' ? styles.withPrefix : '', className ?? ''].join(' ')}
      value={value}
      onChange={(event) => onValueChange(formatMasked(mask, event.target.value))}
    />
  );
  if (mask !== 'money') return input;
  return (
    <span className={styles.affixed}>
      <span className={styles.prefix} aria-hidden="true">
        $
      </span>
      {input}
    </span>
  );
});
