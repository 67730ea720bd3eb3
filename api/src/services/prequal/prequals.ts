import { z } from 'zod';
import { EMAIL_IN_USE } from '#core/account/email';
import { toStoredLocation } from '#core/location';
import { type RatesInput, ratesInputFor } from '#core/rates/index';
import { prequalInputProblems, shortText } from '#core/prequal/prequalInputRules';
import { toStateCode } from '#core/usStates';
import type { NewUserInput, PrequalInput, ProductEligibility } from '#generated/server';
import { Prequal, type StoredLocation } from '../../models/Prequal.js';
import { User } from '../../models/User.js';
import { findUserByEmail } from '../account/auth.js';
import type { ServiceContext } from '../context.js';
import { locate, partnershipDenials } from './eligibility.js';
import { sendVerificationEmail } from '../account/emailVerification.js';
import type { FieldError } from '../errors.js';
import { hashPassword, passwordProblem } from '../account/passwords.js';
import { openLeadPipelineDeal } from './leadPipeline.js';
import { getRefiRates, type RatesResultView } from '../rates/refiRates.js';
import { createSession } from '../account/sessions.js';
import { fieldErrors } from '../validation.js';
import { PHONE_INVALID_MESSAGE, usPhoneDigits } from '#core/account/phone';

export interface CreatePrequalArgs {
  prequalInput: PrequalInput;
  newUserInput?: NewUserInput | null;
  refreshPricingResults?: boolean | null;
}

export interface CreatePrequalResult {
  user: User | null;
  prequals: Prequal[];
  errors: FieldError[];
  /** The prequal recorded, and the pricing its refinance eligibility was decided on. */
  prequal?: Prequal;
  rates?: RatesResultView | null;
}

/** Prices a prequal's refinance; null when the prequal lacks what pricing needs. */
export type PrequalPricing = (input: PrequalInput) => Promise<RatesResultView | null>;

/** Called with the new session when createPrequal signs a new user in; the transport sets the cookie. */
export type SessionSink = (token: string, expiresAt: Date) => void;

const newUserSchema = z.object({
  email: z.string().trim().pipe(z.email('Enter a valid email address.')),
  firstName: shortText,
  lastName: shortText,
  tel: z
    .string()
    .nullish()
    .transform((value) => (value ? usPhoneDigits(value) : null))
    .refine((digits) => digits === null || digits.length === 10, PHONE_INVALID_MESSAGE),
  password: z
    .string()
    .nullish()
    .superRefine((password, issue) => {
      const problem = password ? passwordProblem(password) : null;
      if (problem) issue.addIssue({ code: 'custom', message: problem });
    }),
});

/**
 * Records a prequalification, for the signed-in user, for a new user created (and signed in)
 * from newUserInput, or for a visitor. Partnership eligibility and refinance eligibility (the
 * pricing engine finds at least one option) are computed and stored with it; with
 * refreshPricingResults the prequal also keeps the uuid of the pricing result it was quoted.
 * `price` prices the prequal once (the rates search passes its filters here).
 */
export async function createPrequal(
  ctx: ServiceContext,
  args: CreatePrequalArgs,
  onSession?: SessionSink,
  price: PrequalPricing = (input) => priceRatesInput(ctx, locatedOnly(ratesInputFor(input))),
): Promise<CreatePrequalResult> {
  const wantsAccount = !ctx.currentUser && args.newUserInput;
  const newUser = wantsAccount ? newUserSchema.safeParse(args.newUserInput) : null;
  const errors = [...prequalInputProblems(args.prequalInput), ...(newUser && !newUser.success ? prefixed('newUserInput', fieldErrors(newUser.error)) : [])];
  if (errors.length) return { user: null, prequals: [], errors };

  const input = args.prequalInput;
  const location = storedLocation(input.propertyLocation);
  if (newUser?.success && (await findUserByEmail(ctx, newUser.data.email))) return emailInUse();

  const rates = await price(input);
  const productEligibility: ProductEligibility = {
    restructureEligible: false,
    refinanceEligible: (rates?.rateOptions.length ?? 0) > 0,
    denials: partnershipDenials({ ...factsOf(input), propertyLocation: location }, ctx.config.LICENSED_STATES, await locate(ctx, location)),
  };
  productEligibility.restructureEligible = productEligibility.denials.length === 0 && hasPartnershipFacts(input);
  const passwordHash = newUser?.success && newUser.data.password ? await hashPassword(newUser.data.password) : null;

  let created: { user: User | null; session: { token: string; expiresAt: Date } | null; prequal: Prequal };
  try {
    created = await ctx.db.transaction(async (trx) => {
      let user = ctx.currentUser;
      let session = null;
      if (newUser?.success) {
        const { email, firstName, lastName, tel } = newUser.data;
        user = await User.query(trx).insertAndFetch({ email, firstName: firstName || null, lastName: lastName || null, tel, passwordHash });
        session = await createSession(trx, user.uuid, ctx.now());
      }
      const row = await Prequal.query(trx).insertAndFetch({
        userUuid: user?.uuid ?? null,
        propertyLocation: location,
        propertyUse: input.propertyUse ?? null,
        propertyType: input.propertyType ?? null,
        estimatedPropertyValue: input.estimatedPropertyValue ?? null,
        outstandingMortgageBalance: input.outstandingMortgageBalance ?? null,
        originalMortgageBalance: input.originalMortgageBalance ?? null,
        secondMortgageBalance: input.secondMortgageBalance ?? null,
        isPayingOffSecondMortgage: input.isPayingOffSecondMortgage ?? null,
        isCashingOut: input.isCashingOut ?? null,
        cashOutAmount: input.cashOutAmount ?? null,
        creditScoreEstimate: input.creditScoreEstimate ?? null,
        mortgageType: input.mortgageType ?? null,
        mortgageInterestType: input.mortgageInterestType ?? null,
        mortgageTerm: input.mortgageTerm ?? null,
        isVeteran: input.isVeteran ?? null,
        productSelection: input.productSelection?.trim() || null,
        productEligibility,
        downPayment: input.downPayment ?? null,
        productFunnel: input.productFunnel ?? null,
        program: input.program?.trim() || null,
        pricingResultUuid: args.refreshPricingResults ? (rates?.pricingResultUuid ?? null) : null,
      });
      return { user, session, prequal: row };
    });
  } catch (error) {
    // Two sign-ups with one email at once: the unique index decides, the loser hears why.
    if ((error as { code?: string }).code === '23505') return emailInUse();
    throw error;
  }

  if (created.session && created.user) {
    onSession?.(created.session.token, created.session.expiresAt);
    await sendVerificationEmail(ctx, created.user).catch((error: unknown) =>
      ctx.logger.warn('could not send the verification email', { error: String(error) }),
    );
  }
  // The deal is opened once the prequal is committed: the pipeline's record points at it.
  const stored = await openLeadPipelineDeal(ctx, created.prequal, created.user?.email ?? null);
  // A visitor's prequal can later be claimed only from this browser (its signed claims cookie).
  if (!created.user) ctx.claimPrequal?.(stored.uuid);
  const prequals = created.user ? await prequalsOf(ctx, created.user.uuid) : [stored];
  return { user: created.user, prequals, errors: [], prequal: stored, rates };
}

/** A user's prequals, newest first. */
export async function prequalsOf(ctx: Pick<ServiceContext, 'db'>, userUuid: string): Promise<Prequal[]> {
  return await Prequal.query(ctx.db)
    .where({ userUuid })
    .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'uuid' }]);
}

function emailInUse(): CreatePrequalResult {
  return { user: null, prequals: [], errors: [{ code: 'EMAIL_IN_USE', message: EMAIL_IN_USE, field: 'newUserInput.email' }] };
}

function prefixed(prefix: string, errors: FieldError[]): FieldError[] {
  return errors.map((error) => ({ ...error, field: error.field ? `${prefix}.${error.field}` : prefix }));
}

/** The location as stored (core/location): neighborhood dropped, state as its two-letter code. */
function storedLocation(location: PrequalInput['propertyLocation']): StoredLocation | null {
  return location ? toStoredLocation(location) : null;
}

function factsOf(input: PrequalInput) {
  return {
    propertyUse: input.propertyUse ?? null,
    estimatedPropertyValue: input.estimatedPropertyValue ?? null,
    outstandingMortgageBalance: input.outstandingMortgageBalance ?? null,
    secondMortgageBalance: input.secondMortgageBalance ?? null,
    isPayingOffSecondMortgage: input.isPayingOffSecondMortgage ?? null,
    isCashingOut: input.isCashingOut ?? null,
    cashOutAmount: input.cashOutAmount ?? null,
    creditScoreEstimate: input.creditScoreEstimate ?? null,
  };
}

/** Partnership eligibility needs the home's value, what is owed and a credit band. */
function hasPartnershipFacts(input: PrequalInput): boolean {
  return input.estimatedPropertyValue != null && input.outstandingMortgageBalance != null && input.creditScoreEstimate != null;
}

/** A prequal without a state is not priced: its refinance is simply not (yet) eligible. */
function locatedOnly(ratesInput: RatesInput | null): RatesInput | null {
  return ratesInput && toStateCode(ratesInput.propertyLocation?.state) ? ratesInput : null;
}

/** Prices a RatesInput as the rates page would (one stored result per scenario); null when there is none. */
export async function priceRatesInput(ctx: ServiceContext, ratesInput: RatesInput | null): Promise<RatesResultView | null> {
  return ratesInput ? await getRefiRates(ctx, ratesInput) : null;
}
