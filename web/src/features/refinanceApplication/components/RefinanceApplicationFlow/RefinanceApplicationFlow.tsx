import { ApplicationQuestionFlow } from '#web/features/application/index';
import type { ClientRefinanceApplication } from '#web/lib/applicationStore';
import { refinanceProduct } from './refinanceProduct';

/** The refinance application, one question at a time, with progress, sections and review. */
export function RefinanceApplicationFlow({ application }: { application: ClientRefinanceApplication }) {
  return <ApplicationQuestionFlow product={refinanceProduct} application={application} />;
}
