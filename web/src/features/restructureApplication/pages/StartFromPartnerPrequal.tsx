import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { StartRestructureApplicationDocument } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { addApplicationToList } from '#web/lib/applicationLists';

/** /application/partner?prequalUuid=…: starts (or reopens) the prequal's partnership application. */
export function StartFromPartnerPrequal({ prequalUuid }: { prequalUuid: string }) {
  const navigate = useNavigate();
  const [start] = useMutation(StartRestructureApplicationDocument, {
    // A started application joins the navigation's application menu at once.
    update: (cache, { data }) => {
      const application = data?.startRestructureApplication.restructureApplication;
      if (application) addApplicationToList(cache, 'restructure', application);
    },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, also under React's double effects in development.
    if (started.current) return;
    started.current = true;
    void (async () => {
      const result = await start({ variables: { input: { prequalUuid } } }).catch(() => null);
      const payload = result?.data?.startRestructureApplication;
      const application = payload?.restructureApplication;
      if (application) {
        await navigate(`/application/partner/${application.uuid}`, { replace: true });
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
  }, [navigate, prequalUuid, start]);

  if (!problem) return <LoadingPlaceholder label="Starting your application…" />;
  return (
    <Alert title="We couldn’t start your application">
      <p>{problem}</p>
      <Link to="/application/partner">Answer a few questions to start a new one</Link>
    </Alert>
  );
}
