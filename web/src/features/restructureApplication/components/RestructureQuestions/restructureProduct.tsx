import type { ApplicationAnswers, AnswerContext, ApplicationQuestion } from '#core/application/index';
import { kickerWithStreet, ProductQuestionScreen, type ApplicationProduct } from '#web/features/application/index';
import { answersBinding, browserContext } from '#web/lib/applicationStore';
import type { ClientRestructureApplication } from '../../model/clientApplication';
import { findRestructureQuestion, restructureApplicationDefinition, sectionOfRestructureQuestion } from '#core/restructureApplication/questions';
import { useRestructureSave } from '../../model/useRestructureSave';
import { RestructureReview } from '../RestructureReview/RestructureReview';

type Saving = ReturnType<typeof useRestructureSave>;
export type RestructureProduct = ApplicationProduct<ApplicationAnswers, AnswerContext, ClientRestructureApplication, ApplicationQuestion, Saving>;

// One binding for every flow, so the engine's reducer is not rebuilt on each render.
const engine = answersBinding<ClientRestructureApplication>(restructureApplicationDefinition);

/** The partnership (restructure) application on the shared question flow; `onSubmitted` follows a submit. */
export function restructureProduct(onSubmitted: (application: ClientRestructureApplication) => void): RestructureProduct {
  return {
    engine,
    userOf: () => browserContext(),
    kicker: (application) => kickerWithStreet('Partnership application', application.propertyLocation),
    findQuestion: (questionId, application) => findRestructureQuestion(questionId, application.offer ?? null),
    sectionOf: sectionOfRestructureQuestion,
    sections: (application) => application.sections,
    useSave: (application, dispatch) => useRestructureSave(application.uuid, dispatch, onSubmitted),
    // The restructure saves a screen's answers as one set of changes, whatever the question.
    question: (props) => <ProductQuestionScreen {...props} saving={{ save: (_questionId, answer) => props.saving.save(answer) }} />,
    review: ({ application, user, saving, navigation }) => (
      <RestructureReview
        answers={application.answers}
        context={user}
        offer={application.offer ?? null}
        denials={application.denials}
        locked={navigation.locked}
        problems={saving.problems}
        serverError={navigation.serverError}
        onEdit={navigation.goTo}
        onSubmit={saving.submit}
        onPrevious={navigation.previous ?? undefined}
      />
    ),
  };
}
