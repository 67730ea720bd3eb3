import { Link } from 'react-router';
import { pitchLimits } from '#core/partnership/pitchLimits';
import styles from './Footer.module.css';

const year = new Date().getFullYear();

const COLUMNS: Array<{ title: string; links: Array<{ label: string; to: string }> }> = [
  {
    title: 'Products',
    links: [
      { label: 'Home equity partnership', to: '/partner' },
      { label: 'Get cash from your home', to: '/cash' },
      { label: 'Lower your payment', to: '/savings' },
      { label: 'Refinance rates', to: '/rates' },
      { label: 'Buy a home', to: '/buy/waitlist' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Testimonials', to: '/testimonials' },
      { label: 'Resources', to: '/resources' },
      { label: 'FAQ', to: '/faq' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy policy', to: '/legal/privacy-policy' },
      { label: 'Privacy preferences', to: '/legal/privacy-preferences' },
      { label: 'Cookie policy', to: '/legal/cookie-policy' },
      { label: 'Terms of use', to: '/legal/terms-of-use' },
      { label: 'Credit pull notice', to: '/legal/credit-pull-notice' },
      { label: 'Electronic documents policy', to: '/legal/electronic-documents-policy' },
      { label: 'Social media guidelines', to: '/legal/social-media-guidelines' },
    ],
  },
];

export function Footer() {
  // Read when the footer renders, not when the app's entry loads: it sits on the first paint's path.
  const { usageRate } = pitchLimits();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title} className={styles.column}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul className={styles.links}>
                {column.links.map((entry) => (
                  <li key={entry.to}>
                    <Link to={entry.to}>{entry.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p>© {year} Roofline, Inc. Equal Housing Opportunity.</p>
        <p className={styles.small}>
          Rates and offers are estimates until you apply; they depend on your credit, property and loan details. A home equity partnership is not a loan:
          Roofline buys a share of your home’s value, you pay a monthly usage fee of {usageRate} a year on that share, and buying it back costs what the share
          is worth at the time.
        </p>
      </div>
    </footer>
  );
}
