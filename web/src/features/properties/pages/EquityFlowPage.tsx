import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import { PropertyDashboardDocument } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { QueryStates } from '#web/components/QueryStates/QueryStates';
import { ConfirmStep, StartStep, StepProgress, SuccessStep, VerifyStep } from '../components/EquitySteps/EquitySteps';
import { allowedStep, emptyDraft, FLOW_TEXT, isEquityStep, stepPath, type EquityFlow } from '../model/equityFlow';
import { useEquityDraft } from '../model/useEquityDraft';
import { errorCode } from './dashboardErrors';
import { PropertyNotFound } from './PropertyNotFound';
import { StepRedirect } from './StepRedirect';

const STEPS = { start: StartStep, confirm: ConfirmStep, verify: VerifyStep, success: SuccessStep };

/** /property/{uuid}/dashboard/{buy-in|cash-out}[/{confirm|verify|success}]. */
export default function EquityFlowPage({ flow }: { flow: EquityFlow }) {
  const { uuid = '', step: stepParam } = useParams();
  const navigate = useNavigate();
  const step = stepParam ?? 'start';
  // The draft is this browser's (sessionStorage); the server renders the step without it.
  const [stored, change] = useEquityDraft(uuid, flow);
  // A finished transaction's draft is kept for its success page; the start begins a new one.
  const draft = stored?.receipt && step === 'start' ? emptyDraft() : stored;
  const query = useQuery(PropertyDashboardDocument, { variables: { uuid }, fetchPolicy: 'cache-first' });
  const text = FLOW_TEXT[flow];
  if (!isEquityStep(step)) return <PropertyNotFound />;
  if (!draft) return <LoadingPlaceholder label="Loading…" />;
  const allowed = allowedStep(step, draft);
  if (allowed !== step) return <StepRedirect to={stepPath(uuid, flow, allowed)} />;
  const Step = STEPS[step];
  return (
    <PageContainer title={`${text.title} — your property`} description={`${text.title}: choose an amount, confirm the figures and verify.`} narrow>
      <h1>{text.title}</h1>
      <StepProgress step={step} />
      <QueryStates
        query={query}
        select={(data) => data.propertyDashboard}
        what="your dashboard"
        loadingLabel="Loading…"
        empty={<PropertyNotFound />}
        failure={(error, retry) =>
          errorCode(error) === 'NOT_FOUND' ? (
            <PropertyNotFound />
          ) : (
            <Alert title="We couldn’t load your dashboard">
              <Button variant="secondary" onClick={retry}>
                Try again
              </Button>
            </Alert>
          )
        }
      >
        {(dashboard) => <Step flow={flow} dashboard={dashboard} draft={draft} onChange={change} go={(next) => void navigate(stepPath(uuid, flow, next))} />}
      </QueryStates>
    </PageContainer>
  );
}
