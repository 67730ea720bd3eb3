// Public surface of the application question flow; product features import from here only.
export { ApplicationQuestionFlow } from './components/ApplicationQuestionFlow/ApplicationQuestionFlow';
export { ProductQuestionScreen } from './components/ProductQuestionScreen/ProductQuestionScreen';
export type { QuestionSaving } from './components/ProductQuestionScreen/ProductQuestionScreen';
export type { ApplicationProduct, FlowQuestion, ProductScreenProps, QuestionFlowNavigation, QuestionPosition } from './model/applicationProduct';
export { kickerWithStreet } from './model/kicker';
export { loadPrequalAnswers, PARTNER_PREQUAL_KEY, savePrequalAnswers } from './model/prequalAnswers';
export type { PrequalFunnel } from './model/prequalFunnel';
export { listAnsweredApplication } from './model/listAnsweredApplication';
export { answerLines } from './model/answerText';
export { CONNECTION_PROBLEM, requestErrorMessage, useSaveLock } from './model/useSaveLock';
export { ApplicationQueryStates } from './components/ApplicationQueryStates/ApplicationQueryStates';
export { StartApplicationPage } from './components/StartApplicationPage/StartApplicationPage';
export type { ApplicationStart } from './model/applicationStart';
