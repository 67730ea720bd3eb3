import { useQuery } from '@apollo/client/react';
import { TestimonialsDocument } from '../../../../generated/web';
import blocks from '../../components/LandingPage/LandingPage.module.css';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { LoadFailure } from '../../components/LoadFailure/LoadFailure';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/LoadingPlaceholder';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { TestimonialQuote } from '../../components/TestimonialQuote/TestimonialQuote';

export default function TestimonialsPage() {
  const { data, loading, error, refetch } = useQuery(TestimonialsDocument);
  const testimonials = data?.testimonials ?? [];
  return (
    <PageContainer title="Testimonials" description="Homeowners and buyers on partnering with Roofline, refinancing with live rates, and buying their next home.">
      <h1>In our customers’ words</h1>
      <p>Real stories from homeowners and buyers who agreed to share them. Individual results vary.</p>
      {loading && !data ? <LoadingPlaceholder label="Loading stories…" /> : null}
      {error && !data ? <LoadFailure what="the stories" onRetry={refetch} /> : null}
      {data && !testimonials.length ? <p>No stories to show right now.</p> : null}
      {testimonials.length ? (
        <ul className={blocks.grid}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.uuid}>
              <TestimonialQuote testimonial={testimonial} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={blocks.cta}>
        <LinkButton to="/rates">See your rates</LinkButton>
        <LinkButton to="/partner" variant="secondary">
          How the partnership works
        </LinkButton>
      </div>
    </PageContainer>
  );
}
