import { useMemo } from 'react';
import { ApplicationQuestionFlow } from '#web/features/application/index';
import type { ClientRestructureApplication } from '../../model/clientApplication';
import { restructureProduct } from './restructureProduct';

export interface RestructureQuestionsProps {
  application: ClientRestructureApplication;
  onSubmitted: (application: ClientRestructureApplication) => void;
}

/** The application's questions, one at a time, with progress, sections, autosave and the review. */
export function RestructureQuestions({ application, onSubmitted }: RestructureQuestionsProps) {
  const product = useMemo(() => restructureProduct(onSubmitted), [onSubmitted]);
  return <ApplicationQuestionFlow product={product} application={application} />;
}
