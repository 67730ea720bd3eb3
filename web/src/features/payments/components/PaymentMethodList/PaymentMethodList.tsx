import type { PaymentMethodList_MethodFragment } from '#generated/web';
import { Button } from '#web/components/Button/Button';
import styles from './PaymentMethodList.module.css';

export interface PaymentMethodListProps {
  methods: readonly PaymentMethodList_MethodFragment[];
  onRemove: (paymentMethodUuid: string) => void;
  onMakeDefault: (paymentMethodUuid: string) => void;
  /** The method a change is being made to, whose buttons wait. */
  busyUuid?: string | null;
}

/** A card's expiry; a bank account's note that its debits take days. */
const detailOf = (method: PaymentMethodList_MethodFragment) => {
  if (method.kind === 'BANK_ACCOUNT') return 'Bank account · payments take a few business days to clear';
  return method.expMonth && method.expYear ? `Expires ${String(method.expMonth).padStart(2, '0')}/${String(method.expYear).slice(-2)}` : null;
};

/** The user's saved cards and bank accounts, the default marked, each removable. */
export function PaymentMethodList({ methods, onRemove, onMakeDefault, busyUuid }: PaymentMethodListProps) {
  return (
    <ul className={styles.list} aria-label="Saved payment methods">
      {methods.map((method) => (
        <li key={method.uuid} className={styles.item}>
          <div>
            <span className={styles.label}>{method.label}</span>
            {method.isDefault ? <span className={styles.badge}>Default</span> : null}
            {detailOf(method) ? <span className={styles.detail}>{detailOf(method)}</span> : null}
          </div>
          <div className={styles.actions}>
            {method.isDefault ? null : (
              <Button
                type="button"
                variant="ghost"
                disabled={busyUuid === method.uuid}
                onClick={() => onMakeDefault(method.uuid)}
                aria-label={`Make ${method.label} the default`}
              >
                Make default
              </Button>
            )}
            <Button
              type="button"
              variant="secondary"
              busy={busyUuid === method.uuid}
              onClick={() => onRemove(method.uuid)}
              aria-label={`Remove ${method.label}`}
            >
              Remove
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
