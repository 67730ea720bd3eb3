import { z } from 'zod/mini';
import { bankLinkMessages, routingNumberProblem } from '#core/bankLinks/index';

const digits = (value: string) => value.replace(/\s/g, '');

/** The payment account form, with the API's messages. */
export const paymentAccountSchema = z.object({
  accountHolderName: z.string().check(z.trim(), z.minLength(1, 'Enter the name on the account.'), z.maxLength(200, 'Use at most 200 characters.')),
  routingNumber: z.string().check(
    z.refine((value) => /^\d{9}$/.test(digits(value)), bankLinkMessages.routingInvalid),
    z.refine((value) => !/^\d{9}$/.test(digits(value)) || routingNumberProblem(digits(value)) === null, bankLinkMessages.routingChecksum),
  ),
  accountNumber: z.string().check(z.refine((value) => /^\d{4,17}$/.test(digits(value)), 'Enter an account number of 4 to 17 digits.')),
  accountType: z.enum(['CHECKING', 'SAVINGS']),
});

export type PaymentAccountValues = z.infer<typeof paymentAccountSchema>;
