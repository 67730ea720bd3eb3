import { useId, type ReactNode } from 'react';
import type { RateItemStyle } from '#core/rates/vocabulary';
import { Button } from '#web/components/Button/Button';
import styles from './RateCard.module.css';

export type RateCardColour = 'blue' | 'salmon' | 'grey';

export interface RateCardItem {
  name: string;
  value: ReactNode;
  /** Shown in the footer next to the button instead of in the body list. */
  isFooterElement?: boolean;
  /** Spec §3.266: standard (the default), highlight (the figure the card wins on) or muted. */
  style?: RateItemStyle;
}

/** An item's classes: its place in the card and its style from the design system's tokens. */
const itemClass = (place: string | undefined, item: RateCardItem) => [place, styles[item.style ?? 'standard']].filter(Boolean).join(' ');

export interface RateCardProps {
  colour?: RateCardColour;
  headerLabel: string;
  /** The headline figure, read with the subtext beneath it ('a month'). */
  headerValueLeft?: ReactNode;
  headerValueRight?: ReactNode;
  headerBadge?: string;
  /** Beneath the left value; spec section 3: 'a month'. */
  headerSubtext?: string;
  description?: ReactNode;
  body?: ReactNode;
  items?: RateCardItem[];
  footerTitle?: string;
  footerButtonText?: string;
  onFooterButtonClick?: () => void;
  /** When set the card is unavailable: it is greyed, says why, and its button is off. */
  disabledNotification?: string;
  /** Extra actions beside the footer button. */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}

/** A rate card (spec section 3) in blue, salmon or grey. */
export function RateCard({
  colour = 'blue',
  headerLabel,
  headerValueLeft,
  headerValueRight,
  headerBadge,
  headerSubtext = 'a month',
  description,
  body,
  items = [],
  footerTitle,
  footerButtonText,
  onFooterButtonClick,
  disabledNotification,
  actions,
  headingLevel = 3,
}: RateCardProps) {
  const titleId = useId();
  const noticeId = useId();
  const disabled = Boolean(disabledNotification);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const bodyItems = items.filter((item) => !item.isFooterElement);
  const footerItems = items.filter((item) => item.isFooterElement);
  const hasFooter = Boolean(footerTitle || footerButtonText || footerItems.length > 0 || actions);

  return (
    <article
      className={[styles.card, styles[disabled ? 'grey' : colour], disabled ? styles.disabled : ''].join(' ')}
      aria-labelledby={titleId}
      aria-describedby={disabled ? noticeId : undefined}
      data-disabled={disabled || undefined}
    >
      <header className={styles.header}>
        <div className={styles.headerTop}>
          <Heading id={titleId} className={styles.label}>
            {headerLabel}
          </Heading>
          {headerBadge ? <span className={styles.badge}>{headerBadge}</span> : null}
        </div>
        {headerValueLeft !== undefined || headerValueRight !== undefined ? (
          <div className={styles.values}>
            {headerValueLeft !== undefined ? (
              <p className={styles.valueLeft}>
                <span className={styles.bigValue}>{headerValueLeft}</span>
                {headerSubtext ? <span className={styles.subtext}>{headerSubtext}</span> : null}
              </p>
            ) : null}
            {headerValueRight !== undefined ? <p className={styles.valueRight}>{headerValueRight}</p> : null}
          </div>
        ) : null}
      </header>
      <div className={styles.content}>
        {disabledNotification ? (
          <p id={noticeId} className={styles.notice} role="note">
            {disabledNotification}
          </p>
        ) : null}
        {description ? <div className={styles.description}>{description}</div> : null}
        {body ? <div className={styles.body}>{body}</div> : null}
        {bodyItems.length > 0 ? (
          <dl className={styles.items}>
            {bodyItems.map((item) => (
              <div key={item.name} className={itemClass(styles.item, item)} data-style={item.style ?? 'standard'}>
                <dt>{item.name}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      {hasFooter ? (
        <footer className={styles.footer}>
          {footerTitle || footerItems.length > 0 ? (
            <div className={styles.footerText}>
              {footerTitle ? <p className={styles.footerTitle}>{footerTitle}</p> : null}
              {footerItems.length > 0 ? (
                <dl className={styles.footerItems}>
                  {footerItems.map((item) => (
                    <div key={item.name} className={itemClass(styles.footerItem, item)} data-style={item.style ?? 'standard'}>
                      <dt>{item.name}</dt>
                      <dd>{item.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </div>
          ) : null}
          <div className={styles.actions}>
            {actions}
            {footerButtonText ? (
              <Button type="button" onClick={onFooterButtonClick} disabled={disabled}>
                {footerButtonText}
              </Button>
            ) : null}
          </div>
        </footer>
      ) : null}
    </article>
  );
}
