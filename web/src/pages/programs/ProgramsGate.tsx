import type { ReactNode } from 'react';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/LoadingPlaceholder';
import { useFeatureFlags } from '../../lib/featureFlags';
import NotFoundPage from '../notFound/NotFoundPage';

/** Program pages exist only while the programs flag is on; listings also need 'programs show listing'. */
export function ProgramsGate({ listing = false, children }: { listing?: boolean; children: ReactNode }) {
  const { flags, loaded } = useFeatureFlags();
  if (!loaded) return <LoadingPlaceholder />;
  if (!flags.programs || (listing && !flags.programsShowListing)) return <NotFoundPage />;
  return children;
}
