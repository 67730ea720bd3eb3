import { describe, expect, it } from 'vitest';
import {
  CreateBankLinkTokenDocument,
  CreatePrequalDocument,
  FinancialItemsDocument,
  LinkFinancialItemDocument,
  SandboxBankLinkLogInDocument,
  StartRefinanceApplicationDocument,
  type FinancialItemKind,
} from '#generated/web';
import { mockBankLinks } from '#mocks/bankLinks';
import { mockPrequals } from '#mocks/prequal';
import { resetMockRefinanceApplications } from '#mocks/refinanceApplication';
import { calculatorPrequal } from '#tests/api/rates/support';
import { contractScenario, type Side } from './contractHarness';

const both = contractScenario(() => {
  resetMockRefinanceApplications();
  mockPrequals.clear();
  mockBankLinks.reset();
});

/** Tokens and the provider's account ids are random by nature: compared by kind only. */
const RANDOM = { byKind: ['**.linkToken', '**.publicToken', '**.accountId'] };

describe('the bank-link mocks answer like the API', () => {
  it('§2.45, §3.222: links a refinance application’s liabilities and investments, each link sharing its own kind of account', async () => {
    await both.signInAsMocked();
    const prequal = await both.expectSameAnswer(CreatePrequalDocument, { prequalInput: calculatorPrequal() });
    const prequalUuid = { api: prequal.data!.createPrequal.prequals[0]!.uuid, mock: prequal.mock.data!.createPrequal.prequals[0]!.uuid };
    const started = await both.expectSameAnswer(StartRefinanceApplicationDocument, (side) => ({ input: { prequalUuid: prequalUuid[side] } }));
    const uuid = {
      api: started.data!.startRefinanceApplication.refinanceApplication!.uuid,
      mock: started.mock.data!.startRefinanceApplication.refinanceApplication!.uuid,
    };
    const target = (side: Side) => ({ applicationType: 'REFINANCE' as const, applicationUuid: uuid[side] });

    const logIn = async (kind: FinancialItemKind) => {
      const token = await both.expectSameAnswer(CreateBankLinkTokenDocument, (side) => ({ input: { ...target(side), kind } }), RANDOM);
      const linkToken = { api: token.data!.createBankLinkToken.token!.linkToken, mock: token.mock.data!.createBankLinkToken.token!.linkToken };
      const login = await both.expectSameAnswer(
        SandboxBankLinkLogInDocument,
        (side) => ({ input: { linkToken: linkToken[side], institutionId: 'ins_109511', username: 'user_good', password: 'pass_good' } }),
        RANDOM,
      );
      return { api: login.data!.sandboxBankLinkLogIn.publicToken!, mock: login.mock.data!.sandboxBankLinkLogIn.publicToken! };
    };

    const liabilityLogin = await logIn('LIABILITY');
    const liability = await both.expectSameAnswer(
      LinkFinancialItemDocument,
      (side) => ({ input: { ...target(side), kind: 'LIABILITY' as const, publicToken: liabilityLogin[side] } }),
      RANDOM,
    );
    expect(liability.data!.linkFinancialItem.financialItem!.accounts.map((account) => account.mask)).toEqual(['3333', '7777', '8888']);

    // A bank account's link shares no investment: both refuse it in the same words.
    const checkingOnly = await logIn('BANK_ACCOUNT');
    const refused = await both.expectSameAnswer(
      LinkFinancialItemDocument,
      (side) => ({ input: { ...target(side), kind: 'INVESTMENT' as const, publicToken: checkingOnly[side] } }),
      RANDOM,
    );
    expect(refused.data!.linkFinancialItem.errors[0]?.message).toMatch(/no investment/);

    await both.expectSameAnswer(FinancialItemsDocument, (side) => target(side), RANDOM);
  });
});
