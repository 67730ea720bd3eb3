import { Link } from 'react-router';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { PRODUCT_TEXT } from './programLabels';
import { ProgramsGate } from './ProgramsGate';
import styles from './Programs.module.css';

export default function ProgramsHubPage() {
  return (
    <ProgramsGate>
      <PageContainer title="Programs" description="Loan, assistance and partnership programs for homeowners and home buyers, with where each is available.">
        <header className={styles.intro}>
          <h1>Programs</h1>
          <p className={styles.lead}>Government, agency and Roofline programs that can lower your costs, with who qualifies and where each one is offered.</p>
        </header>
        <ul className={styles.grid}>
          {(['FINANCE', 'PURCHASE'] as const).map((product) => (
            <li key={product}>
              <article className={styles.card}>
                <h2 className={styles.cardTitle}>
                  <Link className={styles.cardLink} to={product === 'FINANCE' ? '/finance/programs' : '/purchase/programs'}>
                    {PRODUCT_TEXT[product].title}
                  </Link>
                </h2>
                <p>{PRODUCT_TEXT[product].description}</p>
              </article>
            </li>
          ))}
        </ul>
      </PageContainer>
    </ProgramsGate>
  );
}
