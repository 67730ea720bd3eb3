import {
  RestructureApplicationsDocument,
  StartRestructureApplicationDocument,
  type RestructureApplicationsQuery,
  type StartRestructureApplicationMutation,
} from '#generated/web';
import type { ApplicationStart } from '#web/features/application/index';
import { partnerFunnel } from './partnerFunnel';

/** /application/partner: the partnership's start page, after its own prequal questions. */
export const restructureStart: ApplicationStart<StartRestructureApplicationMutation, RestructureApplicationsQuery> = {
  path: '/application/partner',
  title: 'Apply for the partnership',
  description: 'Answer a few questions about your home to start your equity partnership application.',
  lead: 'A few questions about your home, its loans and the cash you want. It takes about two minutes.',
  funnel: partnerFunnel,
  startMutation: StartRestructureApplicationDocument,
  startInput: (prequalUuid) => ({ prequalUuid }),
  started: ({ startRestructureApplication: { restructureApplication, errors } }) => ({ application: restructureApplication, errors }),
  menu: 'restructure',
  // The navigation menu's own query: the list shares its cache.
  applicationsQuery: RestructureApplicationsDocument,
  applicationsFetchPolicy: 'cache-first',
  applications: ({ restructureApplications }) => restructureApplications.map(({ uuid, propertyLocation }) => ({ uuid, propertyLocation, status: 'Continue' })),
  listTitle: 'Your partnership applications',
  untitled: 'Partnership application',
};
