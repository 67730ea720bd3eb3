import { LinkButton } from '#web/components/LinkButton/LinkButton';
import styles from './RatesPages.module.css';

/** The empty state of the pages that build on a search, before there has been one. */
export function NoSearchYet({ title }: { title: string }) {
  return (
    <div className={styles.empty}>
      <h2>{title}</h2>
      <p>Search for rates first: enter your address and your mortgage, and your rates appear in seconds.</p>
      <LinkButton to="/rates">See my rates</LinkButton>
    </div>
  );
}
