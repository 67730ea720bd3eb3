import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { RestructureStage } from '#generated/web';

/**
 * When the open page sees the partnership complete (the inspection passed while it checked
 * back), the home becomes the user's property: the navigation's Dashboard link and application
 * menu come from `me` and the application list, which nothing else asks for again.
 */
export function useNavigationFollowsCompletion(stage: RestructureStage | undefined): void {
  const client = useApolloClient();
  const seen = useRef(stage);
  useEffect(() => {
    const before = seen.current;
    seen.current = stage;
    if (stage === 'COMPLETED' && before !== undefined && before !== 'COMPLETED') {
      void client.refetchQueries({ include: ['me', 'restructureApplications'] });
    }
  }, [stage, client]);
}
