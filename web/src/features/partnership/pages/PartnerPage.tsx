import { Link } from 'react-router';
import { Band, Hero, LandingPage } from '../../../components/LandingPage/LandingPage';
import blocks from '../../../components/LandingPage/LandingPage.module.css';
import { LinkButton } from '../../../components/LinkButton/LinkButton';
import { EstimatorSection } from '../components/EstimatorSection/EstimatorSection';

// Roofline's share is what it paid over the agreed value: $60,000 / $600,000 = 10%.
const EXAMPLE = [
  { value: '$540,000', change: 'down 10%', share: '$54,000' },
  { value: '$600,000', change: 'unchanged', share: '$60,000' },
  { value: '$720,000', change: 'up 20%', share: '$72,000' },
];

export default function PartnerPage() {
  return (
    <LandingPage
      title="Home equity partnership"
      description="Get up to $150,000 for a share of your home’s value, with no new loan. See your offer as you type, how a Roofline partnership works and who qualifies."
    >
      <Hero
        titleId="partner-title"
        eyebrow="Home equity partnership"
        title="Cash from your home, without a new loan."
        lead="Roofline pays you for a share of your home’s value. No new loan and no interest: a usage fee on Roofline’s share, and your current mortgage can stay just as it is, or be paid off."
      >
        <LinkButton to="#estimator" variant="inverse">
          Check what you could get
        </LinkButton>
        <LinkButton to="/resources/how-a-home-equity-partnership-works" variant="inverseOutline">
          Read the full guide
        </LinkButton>
      </Hero>
      <Band tone="white" labelledBy="partner-how">
        <h2 id="partner-how">How it works</h2>
        <ol className={blocks.steps}>
          <li>
            <h3>We agree on today’s value</h3>
            <p>An independent appraiser values your home. That value and the cash you want set Roofline’s share, written into your option agreement.</p>
          </li>
          <li>
            <h3>You receive the cash</h3>
            <p>Up to $150,000 at closing, for anything: debt, repairs, tuition, or paying down your mortgage.</p>
          </li>
          <li>
            <h3>You buy it back, or settle when you sell</h3>
            <p>
              A usage fee of 5% a year on our share, and optional buy-back payments that reduce it at the home’s current value. When you sell, our share is paid
              from the proceeds.
            </p>
          </li>
        </ol>
      </Band>
      <Band labelledBy="partner-example">
        <h2 id="partner-example">An example: $60,000 for a 10% share</h2>
        <p className={blocks.prose}>
          Your home is appraised at $600,000. What our share is worth when the partnership ends depends on what your home is worth then:
        </p>
        <div className={blocks.tableScroll}>
          <table className={blocks.table}>
            <thead>
              <tr>
                <th scope="col">Home value at the end</th>
                <th scope="col">Change</th>
                <th scope="col">Roofline’s 10% share</th>
              </tr>
            </thead>
            <tbody>
              {EXAMPLE.map((row) => (
                <tr key={row.value}>
                  <td>{row.value}</td>
                  <td>{row.change}</td>
                  <td>{row.share}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Band>
      <EstimatorSection title="What you could get" />
      <Band tone="soft" labelledBy="partner-qualify">
        <div className={blocks.split}>
          <div>
            <h2 id="partner-qualify">Who qualifies</h2>
            <ul>
              <li>The home is your primary residence</li>
              <li>It is worth up to $2 million</li>
              <li>You keep at least 10% equity after the partnership</li>
              <li>Any second mortgage is paid off at closing</li>
              <li>The home is in a state where we operate</li>
            </ul>
          </div>
          <div>
            <h2>Is it right for you?</h2>
            <p>
              A partnership suits homeowners who need cash but want to keep a low mortgage rate and avoid a new monthly payment. If you can carry a payment and
              want a fixed cost, compare it with a loan first.
            </p>
            <p>
              <Link to="/resources/heloc-cash-out-or-home-equity-partnership">HELOC, cash-out refinance or partnership?</Link>
            </p>
            <p>
              <Link to="/faq">Questions and answers</Link>
            </p>
          </div>
        </div>
      </Band>
    </LandingPage>
  );
}
