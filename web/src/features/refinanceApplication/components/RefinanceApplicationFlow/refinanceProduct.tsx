import { findQuestion, refinanceApplicationDefinition, sectionOfQuestion, summarizeSections } from '#core/refinanceApplication/index';
import type { ApplicationAnswers, AnswerContext, ApplicationQuestion } from '#core/application/index';
import { kickerWithStreet, ProductQuestionScreen, type ApplicationProduct } from '#web/features/application/index';
import { answersBinding, browserContext, type ClientRefinanceApplication } from '#web/lib/applicationStore';
import { RefinanceBankLinks } from '../RefinanceBankLinks/RefinanceBankLinks';
import { ReviewScreen } from '../ReviewScreen/ReviewScreen';
import { SubmittedScreen } from '../SubmittedScreen/SubmittedScreen';
import { useRefinanceSave } from './useRefinanceSave';

type Saving = ReturnType<typeof useRefinanceSave>;

/** The refinance application on the shared question flow. */
export const refinanceProduct: ApplicationProduct<ApplicationAnswers, AnswerContext, ClientRefinanceApplication, ApplicationQuestion, Saving> = {
  engine: answersBinding<ClientRefinanceApplication>(refinanceApplicationDefinition),
  userOf: () => browserContext(),
  kicker: (application) => kickerWithStreet('Refinance application', application.propertyLocation),
  findQuestion: (questionId) => findQuestion(questionId),
  sectionOf: sectionOfQuestion,
  sections: (application, context) => summarizeSections(application.answers, context, false),
  useSave: (application, dispatch) => useRefinanceSave(application.uuid, dispatch),
  finished: (application, context) => (application.applicationSubmittedAt ? <SubmittedScreen application={application} context={context} /> : null),
  question: (props) => (
    <ProductQuestionScreen {...props} extra={<RefinanceBankLinks applicationUuid={props.application.uuid} questionId={props.question.id} />} />
  ),
  review: ({ application, user, saving, navigation }) => (
    <ReviewScreen
      answers={application.answers}
      context={user}
      locked={navigation.locked}
      problems={saving.problems}
      serverError={navigation.serverError}
      onEdit={navigation.goTo}
      onSubmit={() => void saving.submit()}
      onPrevious={navigation.previous ?? undefined}
    />
  ),
};
