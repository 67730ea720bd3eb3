import { Link } from 'react-router';
import { Band, Hero, LandingPage } from '#web/components/LandingPage/LandingPage';
import blocks from '#web/components/LandingPage/LandingPage.module.css';
import { LinkButton } from '#web/components/LinkButton/LinkButton';
import { EstimatorSection } from '../components/EstimatorSection/EstimatorSection';
import { fillPitchFigures as pitch } from '#core/partnership/fillPitchFigures';

const OPTIONS = [
  {
    name: 'Home equity partnership',
    monthly: pitch('A usage fee of {{usageRate}} a year on Roofline’s share, plus a scheduled buy-back that lowers it'),
    rate: 'Kept, or paid off by Roofline',
    risk: 'Cost depends on your home’s value',
  },
  { name: 'HELOC', monthly: 'Interest-only at first, then principal too', rate: 'Keeps your current mortgage', risk: 'Variable rate' },
  { name: 'Home equity loan', monthly: 'Fixed payment', rate: 'Keeps your current mortgage', risk: 'A second loan to repay' },
  { name: 'Cash-out refinance', monthly: 'New, larger payment', rate: 'Replaces your mortgage at today’s rate', risk: 'Reprices your whole balance' },
];

export default function CashPage() {
  return (
    <LandingPage
      title="Get cash from your home"
      description={pitch(
        'Turn home equity into up to {{cashLimit}} without a new loan, see your offer and its monthly payment as you type, and compare a Roofline partnership with a HELOC, a home equity loan and a cash-out refinance.',
      )}
    >
      <Hero
        titleId="cash-title"
        eyebrow="Cash out"
        title="Use your equity. Keep your rate."
        lead="If your mortgage rate is lower than today’s, a cash-out refinance costs more than it seems. A Roofline partnership gives you cash with no new loan: you pay a usage fee on Roofline’s share, and your mortgage stays as it is."
      >
        <LinkButton to="#estimator" variant="inverse">
          See what you could get
        </LinkButton>
        <LinkButton to="/partner" variant="inverseOutline">
          How the partnership works
        </LinkButton>
      </Hero>
      <EstimatorSection />
      <Band tone="white" labelledBy="cash-compare">
        <h2 id="cash-compare">Four ways to get cash from your home</h2>
        {/* The scrolling region is named by its table's caption: the band around it already has the heading's name, and two regions may not share one. */}
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways on phones must be reachable by keyboard */}
        <div className={blocks.tableScroll} role="region" aria-labelledby="cash-compare-caption" tabIndex={0}>
          <table className={[blocks.table, blocks.wideTable].join(' ')}>
            <caption id="cash-compare-caption" className="visually-hidden">
              Monthly cost, first mortgage and main risk of each option
            </caption>
            <thead>
              <tr>
                <th scope="col">Option</th>
                <th scope="col">Monthly cost</th>
                <th scope="col">Your first mortgage</th>
                <th scope="col">Main risk</th>
              </tr>
            </thead>
            <tbody>
              {OPTIONS.map((option) => (
                <tr key={option.name}>
                  <th scope="row">{option.name}</th>
                  <td>{option.monthly}</td>
                  <td>{option.rate}</td>
                  <td>{option.risk}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={blocks.prose}>
          The worked numbers, with a {pitch('{{compare.cash}}')} example for each, are in our guide{' '}
          <Link to="/resources/heloc-cash-out-or-home-equity-partnership">HELOC, cash-out refinance or home equity partnership?</Link>
        </p>
      </Band>
      <Band labelledBy="cash-uses">
        <h2 id="cash-uses">What homeowners use it for</h2>
        <ul className={blocks.grid}>
          <li className={blocks.card}>
            <h3>Paying off expensive debt</h3>
            <p>{pitch('Replace credit card and personal loan payments with a usage fee of {{usageRate}} a year on our share, and buy-backs that lower it.')}</p>
          </li>
          <li className={blocks.card}>
            <h3>Repairs and renovations</h3>
            <p>A roof, a kitchen, an accessory dwelling: work that protects or adds to your home’s value.</p>
          </li>
          <li className={blocks.card}>
            <h3>Life’s big costs</h3>
            <p>Tuition, a business, or a cushion while you change jobs, without a new loan.</p>
          </li>
        </ul>
      </Band>
    </LandingPage>
  );
}
