import { useApplicationLists, useAuth } from '../auth/AuthProvider';
import { useFeatureFlags } from '../../lib/featureFlags';
import { MainNav } from './MainNav';
import { useNavTheme } from './useNavTheme';

/** The main navigation fed by me, the three application lists and the feature flags. */
export function Header() {
  const { user, logout } = useAuth();
  const { restructureApplications, refinanceApplications, purchaseApplications } = useApplicationLists();
  const { flags } = useFeatureFlags();
  const theme = useNavTheme();
  return (
    <MainNav
      user={user}
      onLogout={logout}
      theme={theme}
      properties={user?.properties ?? []}
      restructureApplications={restructureApplications}
      refinanceApplications={refinanceApplications}
      purchaseApplications={purchaseApplications}
      programsEnabled={flags.programs}
      multipleDashboard={flags.multipleDashboard}
    />
  );
}
