import { Link } from 'react-router';
import { HomeHighlightsDocument, type HomeHighlightsQuery } from '#generated/shell';
import { useAuth } from '../../app/auth/AuthProvider';
import { ArticleCard } from '../../components/ArticleCard/ArticleCard';
import { Band, Hero, LandingPage } from '../../components/LandingPage/LandingPage';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { QueryStates } from '../../components/QueryStates/QueryStates';
import { useShellQuery } from '../../lib/data/useShellQuery';
import { TestimonialQuote } from '../../components/TestimonialQuote/TestimonialQuote';
import blocks from '../../components/LandingPage/LandingPage.module.css';
import styles from './HomePage.module.css';
import { pitchLimits } from '#core/partnership/pitchLimits';

// The partnership's limits from core, without the model's worked examples: the home page has
// the tightest script budget, and /partner and the articles carry the examples. Worded when the
// page renders, not when its module loads (the limits' formats are built on first use).
function pitchCopy() {
  const limits = pitchLimits();
  return {
    products: [
      {
        to: '/cash',
        title: 'Get cash from your home',
        text: `Up to ${limits.cashLimit} for a share of your home’s value, with no new loan and your mortgage rate left alone. You pay a usage fee of ${limits.usageRate} a year on our share.`,
      },
      {
        to: '/savings',
        title: 'Lower your payment',
        text: 'Compare live refinance rates with their APR, fees and break-even month, or pay your mortgage down with a partnership.',
      },
      {
        to: '/buy/waitlist',
        title: 'Buy with a partner',
        text: `Buy your next home with Roofline as co-owner: you put at least ${limits.minDownPayment} down and pay a usage fee on our share. Join the waitlist for your area.`,
      },
    ],
    howYouPay: `Each month you pay a usage fee of ${limits.usageRate} a year on our share and, unless you choose Saver, a scheduled buy-back of up to ${limits.reductionPayment} that lowers it. Buy more back whenever you like, and settle the rest when you sell.`,
    figures: [
      { label: 'Cash at closing', value: `up to ${limits.cashLimit}` },
      { label: 'Monthly payment to Roofline', value: `a usage fee of ${limits.usageRate} a year on our share, plus buy-backs` },
      { label: 'Home values', value: `up to ${limits.maxHomeValue}` },
    ],
  };
}

function Highlights() {
  // The home page renders without the Apollo client (routes.tsx): its one query is a shell query.
  const highlights = useShellQuery(HomeHighlightsDocument);
  return (
    <QueryStates query={highlights} what="stories and guides" loadingLabel="Loading stories and guides…">
      {(data) => <HighlightBands testimonials={data.testimonials.slice(0, 3)} articles={data.articles.articles} />}
    </QueryStates>
  );
}

/** The home page's stories and guides; a band with nothing in it is left out. */
function HighlightBands({
  testimonials,
  articles,
}: {
  testimonials: HomeHighlightsQuery['testimonials'];
  articles: HomeHighlightsQuery['articles']['articles'];
}) {
  return (
    <>
      {testimonials.length ? (
        <Band labelledBy="home-stories">
          <div className={blocks.sectionHead}>
            <h2 id="home-stories">Homeowners who partnered with us</h2>
            <Link to="/testimonials">Read more stories</Link>
          </div>
          <ul className={blocks.grid}>
            {testimonials.map((testimonial) => (
              <li key={testimonial.uuid}>
                <TestimonialQuote testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </Band>
      ) : null}
      {articles.length ? (
        <Band tone="white" labelledBy="home-guides">
          <div className={blocks.sectionHead}>
            <h2 id="home-guides">Guides before you decide</h2>
            <Link to="/resources">All resources</Link>
          </div>
          <ul className={blocks.grid}>
            {articles.map((article) => (
              <li key={article.uuid}>
                <ArticleCard article={article} showImage={false} />
              </li>
            ))}
          </ul>
        </Band>
      ) : null}
    </>
  );
}

export default function HomePage() {
  const { user } = useAuth();
  const { products, howYouPay, figures } = pitchCopy();
  return (
    <LandingPage
      title="Own more of your home, owe less on it"
      description="Roofline partners with homeowners: cash out or lower your mortgage by selling us a share of your home, and buy it back over time."
    >
      <Hero
        titleId="home-title"
        eyebrow="Home equity partnership"
        title="Own more of your home, owe less on it."
        lead="Roofline partners with homeowners. We buy a share of your home so you can cash out or pay off your mortgage, and you buy it back over time."
      >
        <LinkButton to="/rates" variant="inverse">
          See your rates
        </LinkButton>
        <LinkButton to="/partner" variant="inverseOutline">
          How the partnership works
        </LinkButton>
      </Hero>
      {user ? (
        <p className={styles.welcome}>
          Welcome back{user.firstName ? `, ${user.firstName}` : ''}. <Link to="/profile">Review your profile</Link>.
        </p>
      ) : null}
      <Band tone="white" labelledBy="home-products">
        <h2 id="home-products">What you can do with Roofline</h2>
        <ul className={blocks.grid}>
          {products.map((product) => (
            <li key={product.to} className={blocks.card}>
              <h3>
                <Link to={product.to}>{product.title}</Link>
              </h3>
              <p>{product.text}</p>
            </li>
          ))}
        </ul>
      </Band>
      <Band tone="soft" labelledBy="home-how">
        <h2 id="home-how">How a partnership works</h2>
        <ol className={blocks.steps}>
          <li>
            <h3>Check your home</h3>
            <p>Tell us about your home and mortgage. You will see what you could receive in minutes, without a credit check.</p>
          </li>
          <li>
            <h3>Get your cash</h3>
            <p>After an appraisal and a short application, we pay you at closing. Your mortgage stays as it is, or we pay it off too.</p>
          </li>
          <li>
            <h3>Buy it back over time</h3>
            <p>{howYouPay}</p>
          </li>
        </ol>
        <dl className={blocks.figures}>
          {figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </Band>
      <Highlights />
    </LandingPage>
  );
}
