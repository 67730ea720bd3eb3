import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { FaqEntriesDocument, type FaqEntriesQuery } from '#generated/web';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { QueryStates } from '../../components/QueryStates/QueryStates';
import { RichText } from '../../components/RichText/RichText';
import styles from './FaqPage.module.css';

type Entry = FaqEntriesQuery['faqEntries'][number];

function byTopic(entries: readonly Entry[]): Array<[string, Entry[]]> {
  const topics = new Map<string, Entry[]>();
  for (const entry of entries) topics.set(entry.topic, [...(topics.get(entry.topic) ?? []), entry]);
  return [...topics];
}

const topicId = (topic: string) => `faq-${topic.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export default function FaqPage() {
  const faq = useQuery(FaqEntriesDocument);
  return (
    <PageContainer
      title="Frequently asked questions"
      description="Answers about Roofline’s home equity partnership, refinance rates, buying a home, your privacy and your account."
    >
      <h1>Frequently asked questions</h1>
      <p className={styles.lead}>
        Can’t find what you need? Email <a href="mailto:hello@roofline.test">hello@roofline.test</a> or read our <Link to="/resources">guides</Link>.
      </p>
      <QueryStates
        query={faq}
        select={(data) => data.faqEntries}
        what="the questions"
        loadingLabel="Loading questions…"
        empty={<p>There are no questions here yet. Email us and we will answer yours.</p>}
      >
        {(entries) =>
          byTopic(entries).map(([topic, topicEntries]) => (
            <section key={topic} className={styles.topic} aria-labelledby={topicId(topic)}>
              <h2 id={topicId(topic)}>{topic}</h2>
              {topicEntries.map((entry) => (
                <details key={entry.uuid} className={styles.entry}>
                  <summary className={styles.question}>{entry.question}</summary>
                  <RichText className={styles.answer} html={entry.answerHtml} />
                </details>
              ))}
            </section>
          ))
        }
      </QueryStates>
    </PageContainer>
  );
}
