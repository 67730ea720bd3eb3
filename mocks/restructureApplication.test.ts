import { afterEach, describe, expect, it } from 'vitest';
import { mockSession } from './session';
import { recordMockRestructureUpload, resetMockRestructureApplications } from './restructureApplication';
import { mockDocuments } from './documents';

// The mocked restructure API walks the same stages, with the same figures, as the server.

const FIELDS = `uuid stage missingDocuments monthlyPayment estimatedMonthlyPaymentSaver designatedPercentage approvedCashOutAmount contractPageCount optionAgreementViewedAt
  offer { cashAvailable products { product monthlyPayment designatedPercentage purchaseAmount usageFee } } denials { code message } stageHistory { event actor }
  underwritingChecks { kind status completedAt message }`;

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<{ data: T; errors?: Array<{ extensions: { code: string } }> }> {
  const response = await fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return response.json() as Promise<{ data: T }>;
}
type Result = { restructureApplication: Record<string, unknown> | null; errors: Array<{ code: string; field: string | null; message: string }> };
async function run(name: string, type: string, input: Record<string, unknown>): Promise<Result> {
  const { data } = await gql<Record<string, Result>>(
    `mutation ${name}($input: ${type}!) { ${name}(input: $input) { restructureApplication { ${FIELDS} } errors { code field message } } }`,
    { input },
  );
  return data[name]!;
}

afterEach(() => {
  resetMockRestructureApplications();
  mockDocuments.reset();
});

describe('the restructure mocks', () => {
  it('asks a visitor to log in', async () => {
    const result = await gql('query restructureApplication($uuid: UUID!) { restructureApplication(uuid: $uuid) { uuid } }', { uuid: crypto.randomUUID() });
    expect(result.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('walks from the offer to COMPLETED with the worked example’s figures', async () => {
    mockSession.set(true);
    const started = await run('startRestructureApplication', 'StartRestructureApplicationInput', { prequalUuid: crypto.randomUUID() });
    const application = started.restructureApplication!;
    const uuid = application.uuid as string;
    expect(
      (application.offer as { products: Array<{ product: string; monthlyPayment: number; designatedPercentage: number }> }).products.find(
        (p) => p.product === 'PAYOFF',
      ),
    ).toMatchObject({ product: 'PAYOFF', monthlyPayment: 2375, designatedPercentage: 56.25, usageFee: 1875, purchaseAmount: 450000 });

    const refused = await run('saveRestructureApplicationAnswers', 'SaveRestructureApplicationAnswersInput', { uuid, answers: { cashOutAmount: 150000.01 } });
    expect(refused.errors).toMatchObject([
      { code: 'DENIED_TOO_MUCH_CASH', field: 'cashOutAmount', message: 'Your cash out exceeds our current limit of $150,000.' },
    ]);
    expect((await run('submitRestructureApplication', 'SubmitRestructureApplicationInput', { uuid })).errors.map((e) => e.code)).toContain('INCOMPLETE');

    const answers = {
      hasCoOwners: false,
      ownerAnnualIncome: 145000,
      hasHoa: false,
      taxFileType: 'SINGLE',
      productPreference: 'PAYOFF',
      cashOutPurpose: 'RENOVATIONS',
      incomeSource: 'RETIREMENT',
    };
    expect((await run('saveRestructureApplicationAnswers', 'SaveRestructureApplicationAnswersInput', { uuid, answers })).errors).toHaveLength(0);
    expect((await run('submitRestructureApplication', 'SubmitRestructureApplicationInput', { uuid })).errors.map((e) => e.code)).toEqual(['CONSENT_REQUIRED']);
    const submitted = (await run('submitRestructureApplication', 'SubmitRestructureApplicationInput', { uuid, creditCheckConsent: true }))
      .restructureApplication!;
    expect(submitted.stage).toBe('DOCUMENT_UPLOAD');
    // Under test the sandbox's vendors answer at once; the appraisal waits for the documents.
    expect((submitted.underwritingChecks as Array<{ kind: string; status: string }>).map((c) => `${c.kind}/${c.status}`)).toEqual([
      'CREDIT_CHECK_CONSENT/PASSED',
      'IDENTITY/PASSED',
      'AUTOMATED_VALUATION/PASSED',
      'APPRAISAL/PENDING',
    ]);

    const asked = await run('completeRestructureUploads', 'RestructureApplicationInput', { uuid });
    expect(asked.restructureApplication).toMatchObject({
      stage: 'APPROVAL_MORE_INFO',
      missingDocuments: ['DRIVERS_LICENSE', 'HOMEOWNERS_INSURANCE', 'MORTGAGE_ESCROW_STATEMENT', 'AWARD_LETTER'],
    });
    for (const type of ['DRIVERS_LICENSE', 'HOMEOWNERS_INSURANCE', 'MORTGAGE_ESCROW_STATEMENT', 'AWARD_LETTER'] as const)
      recordMockRestructureUpload(uuid, type);
    const approved = (await run('completeRestructureUploads', 'RestructureApplicationInput', { uuid })).restructureApplication!;
    expect(
      mockDocuments
        .of(uuid)
        .filter((d) => d.isSystemUpload)
        .map((d) => d.type)
        .sort(),
    ).toEqual(['CONTRACT_SUMMARY_PAYOFF', 'ESTIMATE_SHEET', 'ESTIMATE_SHEET_SAVER', 'OPTION_AGREEMENT', 'TERM_SHEET']);
    expect((approved.underwritingChecks as Array<{ status: string }>).every((c) => c.status === 'PASSED')).toBe(true);
    expect(approved).toMatchObject({
      stage: 'CONTRACT_REVIEW',
      approvedCashOutAmount: 50000,
      monthlyPayment: 2375,
      estimatedMonthlyPaymentSaver: 1875,
      designatedPercentage: 56.25,
      contractPageCount: 3,
    });

    expect((await run('acceptRestructureContract', 'RestructureApplicationInput', { uuid })).errors[0]!.code).toBe('CONTRACT_NOT_VIEWED');
    expect(
      (await run('viewRestructureContractPage', 'ViewRestructureContractPageInput', { uuid, page: 3 })).restructureApplication!.optionAgreementViewedAt,
    ).toBeTruthy();
    expect((await run('acceptRestructureContract', 'RestructureApplicationInput', { uuid })).restructureApplication!.stage).toBe('FINALIZE_RESTRUCTURE');
    const finalized = await run('finalizeRestructure', 'FinalizeRestructureInput', {
      uuid,
      paymentBankAccount: { accountHolderName: 'Dana Rivera', routingNumber: '121000358', accountNumber: '000123456789', accountType: 'CHECKING' },
    });
    expect(finalized.errors).toHaveLength(0);
    const { data } = await gql<{ restructureApplication: { stage: string; stageHistory: Array<{ event: string }> } }>(
      `query restructureApplication($uuid: UUID!) { restructureApplication(uuid: $uuid) { ${FIELDS} } }`,
      { uuid },
    );
    expect(data.restructureApplication.stage).toBe('COMPLETED');
    expect(data.restructureApplication.stageHistory.map((h) => h.event)).toEqual([
      'SUBMIT_APPROVAL',
      'REQUEST_MORE_INFO',
      'PROVIDE_MORE_INFO',
      'APPROVE',
      'ACCEPT_CONTRACT',
      'SUBMIT_FINALIZE',
      'VERIFY_ACCOUNT',
      'PASS_INSPECTION',
    ]);

    const list = await gql<{ restructureApplications: Array<{ uuid: string; propertyLocation: { streetName: string } }> }>(
      'query restructureApplications { restructureApplications { uuid propertyLocation { streetNumber streetName } } }',
    );
    expect(list.data.restructureApplications).toMatchObject([{ uuid, propertyLocation: { streetNumber: '2210', streetName: 'Grand Ave' } }]);
  });
});
