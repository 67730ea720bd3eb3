import type { TestimonialQuote_TestimonialFragment } from '#generated/web';
import styles from './TestimonialQuote.module.css';

export function TestimonialQuote({ testimonial }: { testimonial: TestimonialQuote_TestimonialFragment }) {
  return (
    <figure className={styles.quote}>
      <p className={styles.topic}>{testimonial.topic}</p>
      <blockquote className={styles.text}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={styles.who}>
        <strong>{testimonial.name}</strong>
        <span>{testimonial.location}</span>
      </figcaption>
    </figure>
  );
}
