import { Link } from 'react-router';
import { Band, Hero, LandingPage } from '../../components/LandingPage/LandingPage';
import blocks from '../../components/LandingPage/LandingPage.module.css';

const VALUES = [
  {
    title: 'Show the whole price',
    text: 'Every rate comes with its APR, fees, points and break-even month, and every partnership with its monthly payment and what our share could cost you.',
  },
  { title: 'Ask less, explain more', text: 'One question at a time, in plain words, with the reason we ask it. Checking rates never touches your credit.' },
  { title: 'Win when you win', text: 'As a partner we share in your home’s value, up and down: when it falls, what you owe us for our share falls with it.' },
];

export default function AboutPage() {
  return (
    <LandingPage
      title="About Us"
      description="Roofline helps homeowners and buyers use their home’s value on fair, transparent terms: refinancing, home equity partnerships and purchase financing."
    >
      <Hero
        titleId="about-title"
        eyebrow="About Roofline"
        title="Homeownership, with a partner on your side."
        lead="We started Roofline because the only ways to use a home’s value were loans that replaced a good mortgage or added a second one. We built a partnership that does neither, with its monthly usage fee stated up front, and a rates engine that shows the whole price."
      />
      <Band tone="white" labelledBy="about-values">
        <h2 id="about-values">What we believe</h2>
        <ul className={blocks.grid}>
          {VALUES.map((value) => (
            <li key={value.title} className={blocks.card}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </Band>
      <Band labelledBy="about-what">
        <div className={blocks.split}>
          <div>
            <h2 id="about-what">What we do</h2>
            <p>
              Roofline offers <Link to="/partner">home equity partnerships</Link> for homeowners, <Link to="/rates">refinance pricing</Link> from our lending
              partners, and <Link to="/buy/waitlist">partner purchase</Link> for buyers who want to buy with a smaller mortgage, or none.
            </p>
            <p>We operate in Arizona, California, Colorado, Florida, Georgia, Nevada, North Carolina, Oregon, Texas, Utah and Washington.</p>
          </div>
          <div>
            <h2>Talk to us</h2>
            <p>
              Email <a href="mailto:hello@roofline.test">hello@roofline.test</a> or call <a href="tel:+14155550100">(415) 555-0100</a>, Monday to Friday,
              9am–6pm Pacific.
            </p>
            <p>
              Read what <Link to="/testimonials">our customers say</Link>, or find answers in the <Link to="/faq">FAQ</Link>.
            </p>
          </div>
        </div>
      </Band>
    </LandingPage>
  );
}
