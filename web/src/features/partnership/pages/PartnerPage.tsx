import { Link } from 'react-router';
import { Band, Hero, LandingPage } from '#web/components/LandingPage/LandingPage';
import blocks from '#web/components/LandingPage/LandingPage.module.css';
import { LinkButton } from '#web/components/LinkButton/LinkButton';
import { EstimatorSection } from '../components/EstimatorSection/EstimatorSection';
import { fillPitchFigures as pitch } from '#core/partnership/fillPitchFigures';
import { PRODUCT_PREFERENCES, PRODUCT_TEXT } from '#core/partnership/index';

// The worked example is the model's (core/partnership/pitchFigures.ts): the monthly payment of
// each product, then what KEEP's share is worth at the end.
const MONTHLY = PRODUCT_PREFERENCES.map((product) => {
  const key = product.toLowerCase();
  return {
    product: PRODUCT_TEXT[product].name,
    share: pitch(`{{${key}.share}}`),
    fee: pitch(`{{${key}.usageFee}}`),
    buyBack: pitch(`{{${key}.reductionPayment}}`),
    total: pitch(`{{${key}.monthlyPayment}}`),
    mortgage: product === 'KEEP' ? 'still paid' : 'none',
  };
});
const SETTLEMENT = (['down', 'flat', 'up'] as const).map((key) => ({
  value: pitch(`{{settle.${key}.value}}`),
  change: pitch(`{{settle.${key}.change}}`),
  share: pitch(`{{settle.${key}.roofline}}`),
}));
const EXAMPLE_TITLE = pitch('An example: {{homeowner.cash}} from a home worth {{homeowner.homeValue}}');
const EXAMPLE_LEAD = pitch(
  'Your home is appraised at {{homeowner.homeValue}}, you owe {{homeowner.mortgage}} and you take {{homeowner.cash}} in cash. What you pay Roofline each month:',
);
const KEEP_SHARE = pitch('{{keep.share}}');

export default function PartnerPage() {
  return (
    <LandingPage
      title="Home equity partnership"
      description={pitch(
        'Get up to {{cashLimit}} for a share of your home’s value, with no new loan. See your offer and its monthly payment as you type, how a Roofline partnership works and who qualifies.',
      )}
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
            <p>
              An independent appraiser values your home. That value, the cash you want and any mortgage Roofline pays off set Roofline’s share, written into
              your option agreement.
            </p>
          </li>
          <li>
            <h3>You receive the cash</h3>
            <p>
              {pitch(
                'Up to {{cashLimit}} at closing, for anything: debt, repairs, tuition. With Pay off your mortgage or Saver, Roofline also pays off your mortgage.',
              )}
            </p>
          </li>
          <li>
            <h3>You pay a usage fee and buy it back</h3>
            <p>
              {pitch(
                'Each month, a usage fee of {{usageRate}} a year on our share and, unless you choose Saver, a scheduled buy-back of up to {{reductionPayment}} that reduces it at the home’s current value. Buy more back whenever you like; when you sell, what is left of our share is paid from the proceeds.',
              )}
            </p>
          </li>
        </ol>
      </Band>
      <Band labelledBy="partner-example">
        <h2 id="partner-example">{EXAMPLE_TITLE}</h2>
        <p className={blocks.prose}>{EXAMPLE_LEAD}</p>
        {/* Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too. */}
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways on phones must be reachable by keyboard */}
        <div className={blocks.tableScroll} role="region" aria-label="The worked example, product by product" tabIndex={0}>
          <table className={blocks.table}>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Roofline owns</th>
                <th scope="col">Usage fee</th>
                <th scope="col">Scheduled buy-back</th>
                <th scope="col">Monthly payment to Roofline</th>
                <th scope="col">Mortgage payment</th>
              </tr>
            </thead>
            <tbody>
              {MONTHLY.map((row) => (
                <tr key={row.product}>
                  <th scope="row">{row.product}</th>
                  <td>{row.share}</td>
                  <td>{row.fee}</td>
                  <td>{row.buyBack}</td>
                  <td>{row.total}</td>
                  <td>{row.mortgage}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={blocks.prose}>
          If you keep your mortgage and buy none of the share back, what Roofline’s {KEEP_SHARE} is worth when the partnership ends depends on what your home is
          worth then:
        </p>
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways on phones must be reachable by keyboard */}
        <div className={blocks.tableScroll} role="region" aria-label="What the share is worth at the end" tabIndex={0}>
          <table className={blocks.table}>
            <thead>
              <tr>
                <th scope="col">Home value at the end</th>
                <th scope="col">Change</th>
                <th scope="col">Roofline’s {KEEP_SHARE} share</th>
              </tr>
            </thead>
            <tbody>
              {SETTLEMENT.map((row) => (
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
              <li>{pitch('It is worth up to {{maxHomeValue}}')}</li>
              <li>{pitch('You keep at least {{minHomeownerEquity}} equity after the partnership')}</li>
              <li>Any second mortgage is paid off at closing</li>
              <li>The home is in a state where we operate</li>
            </ul>
          </div>
          <div>
            <h2>Is it right for you?</h2>
            <p>
              A partnership suits homeowners who need cash and want to keep a low mortgage rate, or to pay their mortgage off without a new loan, and who can
              carry the usage fee. What it costs in the end depends on your home’s value, so if you want a fixed cost, compare it with a loan first.
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
