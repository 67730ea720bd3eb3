import type { ApolloCache } from '@apollo/client';
import type { AnswerRefinanceApplicationQuestionMutation, StartRefinanceApplicationMutation } from '#generated/web';
import { addApplicationToList } from '#web/lib/applicationLists';

/** Mutation update: a started application joins the navigation's list at once (spec section 3). */
export function listStartedApplication(cache: ApolloCache, { data }: { data?: StartRefinanceApplicationMutation | null }): void {
  const application = data?.startRefinanceApplication.refinanceApplication;
  if (application) addApplicationToList(cache, 'refinance', application);
}

/** Mutation update: so does one answered for the first time (later answers find it listed). */
export function listAnsweredApplication(cache: ApolloCache, { data }: { data?: AnswerRefinanceApplicationQuestionMutation | null }): void {
  const application = data?.answerRefinanceApplicationQuestion.refinanceApplication;
  if (application) addApplicationToList(cache, 'refinance', application);
}
