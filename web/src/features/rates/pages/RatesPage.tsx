import { Link, useNavigate } from 'react-router';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { DemoRateCard } from '../components/DemoRateCard/DemoRateCard';
import { RatesCalculator } from '../components/RatesCalculator/RatesCalculator';
import { selectOption, useRatesState } from '../model/ratesCalculatorStore';
import styles from './RatesPages.module.css';

/** /rates: the calculator (spec sections 2, 4 and 5). */
export default function RatesPage() {
  const navigate = useNavigate();
  const { results, draft } = useRatesState();
  return (
    <PageContainer title="Refinance rates" description="Compare today’s refinance rates from several lenders for your home, with every fee shown.">
      <header className={styles.intro}>
        <h1>Refinance rates</h1>
        <p className={styles.lead}>
          Real rates from several lenders for your home and your mortgage, with every fee laid out the way your Loan Estimate shows it.
        </p>
        {results && results.length > 0 ? (
          <p className={styles.links}>
            <Link to="/refinance/offers">See every offer</Link>
            <Link to="/refinance/compare">Compare with an offer you already have</Link>
          </p>
        ) : null}
      </header>
      <RatesCalculator
        onChoose={(option) => {
          selectOption(option);
          void navigate('/rates/summary');
        }}
        idle={
          <div className={styles.idle}>
            <p>Enter your address and your mortgage to see your rates. Each one looks like this:</p>
            <DemoRateCard draft={draft} />
          </div>
        }
      />
    </PageContainer>
  );
}
