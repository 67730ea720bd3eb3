import { describe, expect, it } from 'vitest';
import { bankLinkErrorMessage, bankLinkMessages } from './messages.js';
import { isRoutingNumber, microdepositsMatch, routingNumberProblem, validMicrodepositAmounts } from './microdeposits.js';
import { oauthReturnPath } from './vocabulary.js';

describe('bank-link rules', () => {
  it('takes two deposits of 1 to 99 cents, in either order', () => {
    expect(validMicrodepositAmounts([1, 2])).toBe(true);
    expect(validMicrodepositAmounts([0, 2])).toBe(false);
    expect(validMicrodepositAmounts([1, 100])).toBe(false);
    expect(validMicrodepositAmounts([1])).toBe(false);
    expect(validMicrodepositAmounts([1.5, 2])).toBe(false);
    expect(microdepositsMatch([2, 1], [1, 2])).toBe(true);
    expect(microdepositsMatch([1, 3], [1, 2])).toBe(false);
  });

  it('checks the ABA routing checksum', () => {
    expect(isRoutingNumber('011000015')).toBe(true);
    expect(isRoutingNumber('011000016')).toBe(false);
    expect(isRoutingNumber('01100001')).toBe(false);
    // Published routing numbers (Chase, Bank of America) and what a form may hand over unparsed.
    expect(isRoutingNumber('021000021')).toBe(true);
    expect(isRoutingNumber('026009593')).toBe(true);
    expect(isRoutingNumber('02100002a')).toBe(false);
    expect(isRoutingNumber('021 000 021')).toBe(false);
  });

  it('tells a mistyped digit from a missing one', () => {
    expect(routingNumberProblem('011000015')).toBeNull();
    expect(routingNumberProblem('01100001')).toBe('Enter the 9-digit routing number printed on your checks.');
    expect(routingNumberProblem('011000016')).toBe('That routing number is not valid: check the 9 digits printed on your checks.');
  });

  it('words provider codes for a person and never shows the code', () => {
    expect(bankLinkErrorMessage('INVALID_CREDENTIALS')).toBe(bankLinkMessages.invalidCredentials);
    expect(bankLinkErrorMessage('SOMETHING_NEW')).toBe(bankLinkMessages.somethingWentWrong);
    expect(bankLinkErrorMessage('ITEM_LOCKED')).not.toContain('ITEM_LOCKED');
  });

  it('names the OAuth return page of each application type', () => {
    expect(oauthReturnPath('RESTRUCTURE')).toBe('/financial-items/oauth/restructure');
    expect(oauthReturnPath('PURCHASE')).toBe('/financial-items/oauth/purchase');
  });
});
