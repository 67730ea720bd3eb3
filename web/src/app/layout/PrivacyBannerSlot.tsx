import { useLocation } from 'react-router';
import { PrivacyBanner } from '../../components/PrivacyBanner/PrivacyBanner';
import { usePrivacyPreferences } from '../../lib/privacyPreferences';

/** The banner when the privacy rules ask for it; not on the preferences page, which is the full form. */
export function PrivacyBannerSlot() {
  const { showBanner, saved, acknowledge } = usePrivacyPreferences();
  const { pathname } = useLocation();
  if (!showBanner || pathname.replace(/\/+$/, '') === '/legal/privacy-preferences') return null;
  return <PrivacyBanner reconfirm={saved !== null} onAcknowledge={acknowledge} />;
}
