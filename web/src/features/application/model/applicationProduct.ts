import type { Dispatch, ReactNode } from 'react';
import type { ApplicationAction } from '#core/questionEngine/index';
import type { SectionOverviewItem } from '#web/components/SectionOverview/SectionOverview';
import type { QuestionEngineBinding } from '#web/lib/applicationStore';

/** Where the applicant can go from the screen on show, with the spec's lock and error. */
export interface QuestionFlowNavigation {
  /** The key navigation lock: on while a save is in flight. */
  locked: boolean;
  /** The application error; moving clears it. */
  serverError: string | null;
  goTo: (questionId: string) => void;
  next: () => void;
  /** Null on the first question, where there is nowhere to go back to. */
  previous: (() => void) | null;
}

/** What a product's screens get: its application as the store holds it, its user, its save hook's answer and the navigation. */
export interface ProductScreenProps<U, App, Save> {
  application: App;
  user: U;
  saving: Save;
  navigation: QuestionFlowNavigation;
}

/** Where a question stands among those that count: "Question 3 of 14" is index 2, total 14. */
export interface QuestionPosition {
  index: number;
  total: number;
}

/** A question the flow can show: the review is told apart by its kind. */
export interface FlowQuestion {
  id: string;
  kind: string;
}

/**
 * What one product (refinance, restructure, purchase) gives the shared question flow: the
 * engine's view of its answers, its questions and sections, its save hook and its screens.
 */
export interface ApplicationProduct<A, U, App, Q extends FlowQuestion, Save> {
  /** Named once per product, so its reducer is built once. */
  engine: QuestionEngineBinding<A, U, App>;
  /** The engine's user for this application (e.g. the browser's date, or the party). */
  userOf: (application: App) => U;
  /** The kicker above the progress bar, e.g. "Refinance application · 12 Oak Street". */
  kicker: (application: App) => string;
  findQuestion: (questionId: string, application: App) => Q | null;
  sectionOf: (questionId: string) => { id: string; title: string } | null;
  sections: (application: App, user: U) => readonly SectionOverviewItem[];
  /** Saving and submitting, holding the lock and setting the error through `dispatch`. */
  useSave: (application: App, dispatch: Dispatch<ApplicationAction<A, App>>) => Save;
  /** Shown instead of the questions once the application is done (e.g. submitted), else null. */
  finished?: (application: App, user: U) => ReactNode;
  question: (props: ProductScreenProps<U, App, Save> & { question: Q; sectionTitle: string; position: QuestionPosition }) => ReactNode;
  review: (props: ProductScreenProps<U, App, Save>) => ReactNode;
}
