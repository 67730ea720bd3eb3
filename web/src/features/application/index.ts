// Public surface of the application question flow; product features import from here only.
export { ApplicationQuestionFlow } from './components/ApplicationQuestionFlow/ApplicationQuestionFlow';
export { ProductQuestionScreen } from './components/ProductQuestionScreen/ProductQuestionScreen';
export type { QuestionSaving } from './components/ProductQuestionScreen/ProductQuestionScreen';
export type { ApplicationProduct, FlowQuestion, ProductScreenProps, QuestionFlowNavigation } from './model/applicationProduct';
export { kickerWithStreet } from './model/kicker';
