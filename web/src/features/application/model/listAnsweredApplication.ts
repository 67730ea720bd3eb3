import type { ApolloCache } from '@apollo/client';
import type { AnswerRefinanceApplicationQuestionMutation } from '#generated/web';
import { addApplicationToList } from '#web/lib/applicationLists';

/**
 * Mutation update: a refinance application answered for the first time joins the navigation's
 * list at once (spec section 3); later answers find it listed. A started one joins it on its start page.
 */
export function listAnsweredApplication(cache: ApolloCache, { data }: { data?: AnswerRefinanceApplicationQuestionMutation | null }): void {
  const application = data?.answerRefinanceApplicationQuestion.refinanceApplication;
  if (application) addApplicationToList(cache, 'refinance', application);
}
