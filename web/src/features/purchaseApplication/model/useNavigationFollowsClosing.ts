import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';

/**
 * When the open page sees the purchase close (the closing recorded while it checked back), the
 * home becomes the buyer's property: the navigation's Dashboard link comes from `me` and its
 * application menu from the purchase list, which nothing else asks for again.
 */
export function useNavigationFollowsClosing(stage: string | undefined): void {
  const client = useApolloClient();
  const seen = useRef(stage);
  useEffect(() => {
    const before = seen.current;
    seen.current = stage;
    if (stage === 'CLOSED' && before !== undefined && before !== 'CLOSED') {
      void client.refetchQueries({ include: ['me', 'purchaseApplications'] });
    }
  }, [stage, client]);
}
