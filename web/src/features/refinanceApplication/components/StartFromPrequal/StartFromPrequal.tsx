import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { StartRefinanceApplicationDocument } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { listStartedApplication } from '#web/features/application/index';

/** /application/refinance?prequalUuid=…[&rateOptionUuid=…]: starts (or reopens) the prequal's application. */
export function StartFromPrequal({ prequalUuid, rateOptionUuid }: { prequalUuid: string; rateOptionUuid: string | null }) {
  const navigate = useNavigate();
  const [start] = useMutation(StartRefinanceApplicationDocument, { update: listStartedApplication });
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, also under React's double effects in development.
    if (started.current) return;
    started.current = true;
    void (async () => {
      const result = await start({ variables: { input: { prequalUuid, rateOptionUuid } } }).catch(() => null);
      const payload = result?.data?.startRefinanceApplication;
      const application = payload?.refinanceApplication;
      if (application) {
        await navigate(`/application/refinance/${application.uuid}`, { replace: true });
        return;
      }
      const notFound =
        result?.error &&
        'errors' in result.error &&
        (result.error.errors as Array<{ extensions?: { code?: unknown } }>).some((e) => e.extensions?.code === 'NOT_FOUND');
      setProblem(
        payload?.errors[0]?.message ?? (notFound ? 'We couldn’t find that prequalification on your account.' : 'Something went wrong - please try again later'),
      );
    })();
  }, [navigate, prequalUuid, rateOptionUuid, start]);

  if (!problem) return <LoadingPlaceholder label="Starting your application…" />;
  return (
    <Alert title="We couldn’t start your application">
      <p>{problem}</p>
      <Link to="/application/refinance">Answer a few questions to start a new one</Link>
    </Alert>
  );
}
