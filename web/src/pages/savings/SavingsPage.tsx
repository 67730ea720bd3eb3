import { Link } from 'react-router';
import { Band, Hero, LandingPage } from '../../components/LandingPage/LandingPage';
import blocks from '../../components/LandingPage/LandingPage.module.css';
import { LinkButton } from '../../components/LinkButton/LinkButton';

export default function SavingsPage() {
  return (
    <LandingPage
      title="Lower your monthly payment"
      description="Compare live refinance rates with APR, fees and break-even, or use a Roofline partnership to pay down your mortgage without a new loan."
    >
      <Hero
        titleId="savings-title"
        eyebrow="Savings"
        title="A smaller mortgage payment, two ways."
        lead="Refinance into a lower rate when the numbers work, or pay your balance down with cash from a partnership. We show you the break-even month either way."
      >
        <LinkButton to="/rates" variant="inverse">
          Compare live rates
        </LinkButton>
        <LinkButton to="/resources/when-does-refinancing-make-sense" variant="inverseOutline">
          When refinancing makes sense
        </LinkButton>
      </Hero>
      <Band tone="white" labelledBy="savings-ways">
        <div className={blocks.split}>
          <div>
            <h2 id="savings-ways">Refinance to a lower rate</h2>
            <p>
              Roofline prices every program our lending partners offer for your home, with the payment, APR, points, fees and break-even month of each option.
              No credit check to see rates.
            </p>
            <p>
              Keep the break-even month shorter than the time you expect to stay.{' '}
              <Link to="/resources/how-points-and-lender-credits-work">How points and lender credits work</Link>.
            </p>
          </div>
          <div>
            <h2>Pay your mortgage down with a partnership</h2>
            <p>
              If today’s rates are above yours, a partnership can still lower your payment: use the cash to pay down your balance or pay off a second mortgage,
              with nothing new to pay each month.
            </p>
            <p>
              <Link to="/partner">How the partnership works</Link>
            </p>
          </div>
        </div>
      </Band>
      <Band tone="soft" labelledBy="savings-example">
        <h2 id="savings-example">What a lower rate is worth</h2>
        <p className={blocks.prose}>On $320,000 with 25 years left, moving from 7.25% to 6.25% over the same 25 years:</p>
        <dl className={blocks.figures}>
          <div>
            <dt>Monthly payment</dt>
            <dd>$2,312.98 → $2,110.94</dd>
          </div>
          <div>
            <dt>Saved each month</dt>
            <dd>$202.04</dd>
          </div>
          <div>
            <dt>Break-even on $6,500 of costs</dt>
            <dd>33 months</dd>
          </div>
        </dl>
      </Band>
    </LandingPage>
  );
}
