import type { RestructureApplicationDetailsFragment } from '#generated/web';
import type { ApplicationAnswers } from '#core/application/index';
import { answersOf } from '#core/restructureApplication/questionAnswers';

/** The application as the flow holds it: the API's fields plus the answers the question engine reads. */
export type ClientRestructureApplication = RestructureApplicationDetailsFragment & { answers: ApplicationAnswers };

export function toClientRestructureApplication(application: RestructureApplicationDetailsFragment): ClientRestructureApplication {
  return { ...application, answers: answersOf(application) as ApplicationAnswers };
}
