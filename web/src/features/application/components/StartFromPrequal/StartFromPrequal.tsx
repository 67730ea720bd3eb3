import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '#web/components/Alert/Alert';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { addApplicationToList } from '#web/lib/applicationLists';
import type { ApplicationStart } from '../../model/applicationStart';
import { errorMessageWithCode, isNotFound } from '../../model/graphQLErrorCodes';
import { SOMETHING_WENT_WRONG } from '#core/apiErrors/messages';

const PREQUAL_NOT_FOUND = 'We couldn’t find that prequalification on your account.';

/** `${product.path}?prequalUuid=…[&rateOptionUuid=…]`: starts (or reopens) the prequal's application. */
export function StartFromPrequal({ product, prequalUuid, rateOptionUuid }: { product: ApplicationStart; prequalUuid: string; rateOptionUuid: string | null }) {
  const navigate = useNavigate();
  const [start] = useMutation(product.startMutation, {
    // A started application joins the navigation's application menu at once.
    update: (cache, { data }) => {
      const application = data ? product.started(data).application : null;
      if (application) addApplicationToList(cache, product.menu, application);
    },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, also under React's double effects in development.
    if (started.current) return;
    started.current = true;
    void (async () => {
      const result = await start({ variables: { input: product.startInput(prequalUuid, rateOptionUuid) } }).catch(() => null);
      const payload = result?.data ? product.started(result.data) : null;
      if (payload?.application) {
        await navigate(`${product.path}/${payload.application.uuid}`, { replace: true });
        return;
      }
      // A refusal in the answer, or the API's CONFLICT (the most open applications an account may have) in its words.
      const refusal = payload?.errors[0]?.message ?? errorMessageWithCode(result?.error, 'CONFLICT');
      setProblem(refusal ?? (isNotFound(result?.error) ? PREQUAL_NOT_FOUND : SOMETHING_WENT_WRONG));
    })();
  }, [navigate, prequalUuid, product, rateOptionUuid, start]);

  if (!problem) return <LoadingPlaceholder label="Starting your application…" />;
  return (
    <Alert title="We couldn’t start your application">
      <p>{problem}</p>
      <Link to={product.path}>Answer a few questions to start a new one</Link>
    </Alert>
  );
}
