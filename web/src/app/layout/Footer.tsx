import styles from './Footer.module.css';

const year = new Date().getFullYear();

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>© {year} Roofline, Inc. Equal Housing Opportunity.</p>
        <p className={styles.small}>Rates and offers are estimates until you apply; they depend on your credit, property and loan details.</p>
      </div>
    </footer>
  );
}
