import {
  RefinanceApplicationsOverviewDocument,
  StartRefinanceApplicationDocument,
  type RefinanceApplicationsOverviewQuery,
  type StartRefinanceApplicationMutation,
} from '#generated/web';
import type { ApplicationStart } from '#web/features/application/index';

/** /application/refinance: the refinance's start page, with the rate option a prequal's offer chose. */
export const refinanceStart: ApplicationStart<StartRefinanceApplicationMutation, RefinanceApplicationsOverviewQuery> = {
  path: '/application/refinance',
  title: 'Apply to refinance',
  description: 'Answer a few questions about your home and mortgage to start your refinance application.',
  lead: 'A few questions about your home and mortgage first. It takes about two minutes.',
  startMutation: StartRefinanceApplicationDocument,
  startInput: (prequalUuid, rateOptionUuid) => ({ prequalUuid, rateOptionUuid }),
  started: ({ startRefinanceApplication: { refinanceApplication, errors } }) => ({ application: refinanceApplication, errors }),
  menu: 'refinance',
  applicationsQuery: RefinanceApplicationsOverviewDocument,
  // Always fresh (progress changes on every save), and kept out of the cache the navigation
  // menu's list of the same field lives in.
  applicationsFetchPolicy: 'no-cache',
  applications: ({ refinanceApplications }) =>
    refinanceApplications.map(({ uuid, propertyLocation, applicationSubmittedAt, questionMap }) => ({
      uuid,
      propertyLocation,
      status: applicationSubmittedAt ? 'Submitted' : `${questionMap.percentAnswered}% answered · Continue`,
    })),
  listTitle: 'Your applications',
  untitled: 'Refinance application',
};
