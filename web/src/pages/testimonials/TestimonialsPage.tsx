import { TestimonialsDocument } from '#generated/shell';
import blocks from '../../components/LandingPage/LandingPage.module.css';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { QueryStates } from '../../components/QueryStates/QueryStates';
import { TestimonialQuote } from '../../components/TestimonialQuote/TestimonialQuote';
import { useShellQuery } from '../../lib/data/useShellQuery';

export default function TestimonialsPage() {
  const stories = useShellQuery(TestimonialsDocument);
  return (
    <PageContainer
      title="Testimonials"
      description="Homeowners and buyers on partnering with Roofline, refinancing with live rates, and buying their next home."
    >
      <h1>In our customers’ words</h1>
      <p>Real stories from homeowners and buyers who agreed to share them. Individual results vary.</p>
      <QueryStates
        query={stories}
        select={(data) => data.testimonials}
        what="the stories"
        loadingLabel="Loading stories…"
        empty={<p>No stories to show right now.</p>}
      >
        {(testimonials) => (
          <ul className={blocks.grid}>
            {testimonials.map((testimonial) => (
              <li key={testimonial.uuid}>
                <TestimonialQuote testimonial={testimonial} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <div className={blocks.cta}>
        <LinkButton to="/rates">See your rates</LinkButton>
        <LinkButton to="/partner" variant="secondary">
          How the partnership works
        </LinkButton>
      </div>
    </PageContainer>
  );
}
