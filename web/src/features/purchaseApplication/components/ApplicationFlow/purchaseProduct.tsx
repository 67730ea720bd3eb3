import {
  findPurchaseQuestion,
  PURCHASE_QUESTION_FLOW,
  purchaseFlowSections,
  sectionOfPurchaseQuestion,
  type ApplicationParty,
  type PurchaseApplicationValues,
  type PurchaseQuestion,
} from '#core/purchaseApplication/index';
import type { ApplicationProduct } from '#web/features/application/index';
import { draftOf } from '../../model/answers';
import { FundingPrograms } from '../FundingPrograms/FundingPrograms';
import { QuestionStep } from '../QuestionStep/QuestionStep';
import { ReviewStep } from '../ReviewStep/ReviewStep';
import type { ClientPurchaseApplication } from './clientPurchaseApplication';
import { usePurchaseSave } from './usePurchaseSave';

type Saving = ReturnType<typeof usePurchaseSave>;
export type PurchaseProduct = ApplicationProduct<PurchaseApplicationValues, ApplicationParty, ClientPurchaseApplication, PurchaseQuestion, Saving>;

/** The funding questions, beside which the programs that fit are shown. */
const FUNDING_QUESTIONS = new Set(['liquidAssets', 'gift']);

// One binding for every flow, so the engine's reducer is not rebuilt on each render.
const engine: PurchaseProduct['engine'] = {
  definition: PURCHASE_QUESTION_FLOW,
  getAnswers: (application) => application.values,
  withAnswers: (application, changes) => ({ ...application, values: { ...application.values, ...changes } }),
};

/** The purchase application on the shared question flow; `ownEmail` is checked against the co-applicant's. */
export function purchaseProduct(ownEmail: string): PurchaseProduct {
  return {
    engine,
    userOf: (application) => application.party,
    kicker: () => 'Purchase application',
    findQuestion: findPurchaseQuestion,
    sectionOf: sectionOfPurchaseQuestion,
    sections: (application, party) => purchaseFlowSections(application.values, party),
    useSave: (application, dispatch) => usePurchaseSave(application.uuid, dispatch),
    question: ({ question, sectionTitle, application, user, saving, navigation, position }) => (
      <>
        <QuestionStep
          key={question.id}
          question={question}
          sectionTitle={sectionTitle}
          values={application.values}
          party={user}
          ownEmail={ownEmail}
          position={position}
          initialDraft={Object.fromEntries(question.fields.map((field) => [field.name, draftOf(field, application.applicationValues)]))}
          locked={navigation.locked}
          serverError={navigation.serverError}
          onSave={saving.save}
          onContinue={navigation.next}
          onBack={navigation.previous}
        />
        {FUNDING_QUESTIONS.has(question.id) ? <FundingPrograms state={application.state ?? null} priceCents={application.values.targetPriceCents} /> : null}
      </>
    ),
    review: ({ application, saving, navigation }) => (
      <ReviewStep
        application={application}
        locked={navigation.locked}
        serverError={navigation.serverError}
        problems={saving.problems}
        onSubmit={saving.submit}
        onEdit={navigation.goTo}
        onBack={navigation.previous}
      />
    ),
  };
}
