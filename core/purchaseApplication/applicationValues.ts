import { z } from 'zod/mini';
import { dollarsToCents } from '../money/cents.js';
import { formatCents } from '../money/formatMoney.js';
import { dollarAmountSchema } from '../money/moneySchema.js';
import { MAX_HOME_VALUE_CENTS } from '../partnership/limits.js';
import { DENIAL_TEXT } from '../partnership/denials.js';
import { minimumDownPayment } from '../partnership/exhibitC.js';
import {
  CURRENT_PROPERTY_STATUSES,
  EARNEST_MONEY_STATUSES,
  GIFT_SOURCES,
  GIFT_TYPES,
  HOUSING_STATUSES,
  INCOME_SOURCES,
  type ApplicationParty,
  type CurrentPropertyStatus,
  type EarnestMoneyStatus,
  type GiftSource,
  type GiftType,
  type HousingStatus,
  type IncomeSource,
} from './vocabulary.js';
import { PHONE_INVALID_MESSAGE, usPhoneDigits } from '../account/phone.js';

/**
 * The purchase application's answers (spec: applicationValues): property, co-applicant, agent,
 * current property, applicant properties, income and employer, assets and funding sources.
 * Stored with money in cents; the API speaks dollars. Each answer belongs to one party: the
 * co-applicant answers their own income and employer with their own login, nothing else.
 */
export interface PurchaseApplicationValues {
  propertyAddress: string | null;
  targetPriceCents: number | null;
  hasCoApplicant: boolean | null;
  coApplicantFirstName: string | null;
  coApplicantLastName: string | null;
  coApplicantEmail: string | null;
  hasAgent: boolean | null;
  agentName: string | null;
  agentBrokerage: string | null;
  agentLicenseNumber: string | null;
  agentEmail: string | null;
  agentPhone: string | null;
  housingStatus: HousingStatus | null;
  currentPropertyStatus: CurrentPropertyStatus | null;
  ownsOtherProperties: boolean | null;
  otherPropertiesCount: number | null;
  incomeSource: IncomeSource | null;
  annualIncomeCents: number | null;
  monthlyDebtsCents: number | null;
  employerName: string | null;
  jobTitle: string | null;
  employmentStartDate: string | null;
  downPaymentCents: number | null;
  liquidAssetsCents: number | null;
  hasGift: boolean | null;
  giftType: GiftType | null;
  giftSource: GiftSource | null;
  giftAmountCents: number | null;
  earnestMoney: EarnestMoneyStatus | null;
  earnestMoneyAmountCents: number | null;
  coApplicantIncomeSource: IncomeSource | null;
  coApplicantAnnualIncomeCents: number | null;
  coApplicantEmployerName: string | null;
  coApplicantJobTitle: string | null;
}

export const EMPTY_PURCHASE_VALUES: PurchaseApplicationValues = {
  propertyAddress: null,
  targetPriceCents: null,
  hasCoApplicant: null,
  coApplicantFirstName: null,
  coApplicantLastName: null,
  coApplicantEmail: null,
  hasAgent: null,
  agentName: null,
  agentBrokerage: null,
  agentLicenseNumber: null,
  agentEmail: null,
  agentPhone: null,
  housingStatus: null,
  currentPropertyStatus: null,
  ownsOtherProperties: null,
  otherPropertiesCount: null,
  incomeSource: null,
  annualIncomeCents: null,
  monthlyDebtsCents: null,
  employerName: null,
  jobTitle: null,
  employmentStartDate: null,
  downPaymentCents: null,
  liquidAssetsCents: null,
  hasGift: null,
  giftType: null,
  giftSource: null,
  giftAmountCents: null,
  earnestMoney: null,
  earnestMoneyAmountCents: null,
  coApplicantIncomeSource: null,
  coApplicantAnnualIncomeCents: null,
  coApplicantEmployerName: null,
  coApplicantJobTitle: null,
};

/** Answers the co-applicant gives; every other answer is the applicant's. */
export const CO_APPLICANT_FIELDS = ['coApplicantIncomeSource', 'coApplicantAnnualIncome', 'coApplicantEmployerName', 'coApplicantJobTitle'] as const;

export function partyOfField(field: string): ApplicationParty {
  return (CO_APPLICANT_FIELDS as readonly string[]).includes(field) ? 'CO_APPLICANT' : 'APPLICANT';
}

export type AnswerErrorCode = 'UNKNOWN_FIELD' | 'INVALID' | 'INCOMPLETE' | 'EXCEEDS_MAX_HOME_PRICE' | 'DENIED_HIGH_LTV' | 'NOT_YOUR_ANSWER';
export interface AnswerError {
  code: AnswerErrorCode;
  message: string;
  field: string | null;
}

const money = dollarAmountSchema;
const text = (message: string) => z.string().check(z.trim(), z.minLength(1, message), z.maxLength(200, 'Use at most 200 characters.'));
const email = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email('Enter a valid email address.'));
const phone = z
  .pipe(
    z.string(),
    z.transform((value: string) => usPhoneDigits(value)),
  )
  .check(z.refine((digits) => /^[2-9]\d{9}$/.test(digits), PHONE_INVALID_MESSAGE));

const answersSchema = z.partial(
  z.strictObject({
    propertyAddress: z.nullable(text('Enter the address, or the area you are buying in.')),
    targetPrice: z.nullable(money('the price').check(z.refine((value) => value > 0, 'Enter the price.'))),
    hasCoApplicant: z.nullable(z.boolean()),
    coApplicantFirstName: z.nullable(text('Enter the co-applicant’s first name.')),
    coApplicantLastName: z.nullable(text('Enter the co-applicant’s last name.')),
    coApplicantEmail: z.nullable(email),
    hasAgent: z.nullable(z.boolean()),
    agentName: z.nullable(text('Enter your agent’s name.')),
    agentBrokerage: z.nullable(text('Enter your agent’s brokerage.')),
    agentLicenseNumber: z.nullable(
      z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{3,20}$/, 'Enter the license number as it is written (3 to 20 letters, digits or dashes).')),
    ),
    agentEmail: z.nullable(email),
    agentPhone: z.nullable(phone),
    housingStatus: z.nullable(z.enum(HOUSING_STATUSES)),
    currentPropertyStatus: z.nullable(z.enum(CURRENT_PROPERTY_STATUSES)),
    ownsOtherProperties: z.nullable(z.boolean()),
    otherPropertiesCount: z.nullable(z.number().check(z.int('Enter a whole number.'), z.gte(1, 'Enter at least 1.'), z.lte(20, 'Enter at most 20.'))),
    incomeSource: z.nullable(z.enum(INCOME_SOURCES)),
    annualIncome: z.nullable(money('your annual income')),
    monthlyDebts: z.nullable(money('your monthly debt payments')),
    employerName: z.nullable(text('Enter the employer’s name.')),
    jobTitle: z.nullable(text('Enter your job title.')),
    employmentStartDate: z.nullable(z.iso.date('Enter the date as YYYY-MM-DD.')),
    downPayment: z.nullable(money('the down payment')),
    liquidAssets: z.nullable(money('your savings and investments')),
    hasGift: z.nullable(z.boolean()),
    giftType: z.nullable(z.enum(GIFT_TYPES)),
    giftSource: z.nullable(z.enum(GIFT_SOURCES)),
    giftAmount: z.nullable(money('the gift').check(z.refine((value) => value > 0, 'Enter the gift’s amount.'))),
    earnestMoney: z.nullable(z.enum(EARNEST_MONEY_STATUSES)),
    earnestMoneyAmount: z.nullable(money('the earnest money')),
    coApplicantIncomeSource: z.nullable(z.enum(INCOME_SOURCES)),
    coApplicantAnnualIncome: z.nullable(money('the annual income')),
    coApplicantEmployerName: z.nullable(text('Enter the employer’s name.')),
    coApplicantJobTitle: z.nullable(text('Enter the job title.')),
  }),
);

export type PurchaseAnswersInput = z.infer<typeof answersSchema>;

const MONEY_FIELDS: Record<string, keyof PurchaseApplicationValues> = {
  targetPrice: 'targetPriceCents',
  annualIncome: 'annualIncomeCents',
  monthlyDebts: 'monthlyDebtsCents',
  downPayment: 'downPaymentCents',
  liquidAssets: 'liquidAssetsCents',
  giftAmount: 'giftAmountCents',
  earnestMoneyAmount: 'earnestMoneyAmountCents',
  coApplicantAnnualIncome: 'coApplicantAnnualIncomeCents',
};

/** The stored key of an answer (money answers are kept in cents). */
export function valueKeyOf(field: string): keyof PurchaseApplicationValues {
  return MONEY_FIELDS[field] ?? (field as keyof PurchaseApplicationValues);
}

const employed = (source: IncomeSource | null) => source === 'SALARY' || source === 'SELF_EMPLOYMENT';

/** Clears answers that no longer apply, so nothing stale is ever submitted. */
function pruned(values: PurchaseApplicationValues): PurchaseApplicationValues {
  const next = { ...values };
  if (next.hasCoApplicant === false) {
    Object.assign(next, {
      coApplicantFirstName: null,
      coApplicantLastName: null,
      coApplicantEmail: null,
      coApplicantIncomeSource: null,
      coApplicantAnnualIncomeCents: null,
      coApplicantEmployerName: null,
      coApplicantJobTitle: null,
    });
  }
  if (next.hasAgent === false) Object.assign(next, { agentName: null, agentBrokerage: null, agentLicenseNumber: null, agentEmail: null, agentPhone: null });
  if (next.housingStatus !== null && next.housingStatus !== 'OWN') next.currentPropertyStatus = null;
  if (next.ownsOtherProperties === false) next.otherPropertiesCount = null;
  if (next.incomeSource !== null && !employed(next.incomeSource)) Object.assign(next, { employerName: null, jobTitle: null, employmentStartDate: null });
  if (next.coApplicantIncomeSource !== null && !employed(next.coApplicantIncomeSource))
    Object.assign(next, { coApplicantEmployerName: null, coApplicantJobTitle: null });
  if (next.hasGift === false) Object.assign(next, { giftType: null, giftSource: null, giftAmountCents: null });
  if (next.earnestMoney === 'NOT_DEPOSITED') next.earnestMoneyAmountCents = null;
  return next;
}

/**
 * Validates answers sent by one party and merges them: the new values, or field-level errors
 * (field is the input's name). Rules joining two answers are checked on the merged result.
 */
export function applyPurchaseAnswers(
  values: PurchaseApplicationValues,
  input: Record<string, unknown>,
  context: { party: ApplicationParty; today: string; ownEmail: string },
): { values: PurchaseApplicationValues; errors: AnswerError[] } {
  const notTheirs = Object.keys(input).filter((field) => field in answersSchema.shape && partyOfField(field) !== context.party);
  if (notTheirs.length > 0) {
    return {
      values,
      errors: notTheirs.map((field) => ({
        code: 'NOT_YOUR_ANSWER' as const,
        field,
        message: context.party === 'CO_APPLICANT' ? 'The applicant answers this question.' : 'Your co-applicant answers this question with their own login.',
      })),
    };
  }
  const parsed = answersSchema.safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      code: (issue.code === 'unrecognized_keys' ? 'UNKNOWN_FIELD' : 'INVALID') as AnswerErrorCode,
      field: issue.path.length ? String(issue.path[0]) : null,
      message: issue.code === 'unrecognized_keys' ? `There is no answer called ${issue.keys.join(', ')}.` : issue.message,
    }));
    return { values, errors };
  }
  const merged: Record<string, unknown> = { ...values };
  for (const [field, value] of Object.entries(parsed.data)) {
    if (value === undefined) continue;
    merged[valueKeyOf(field)] = MONEY_FIELDS[field] && value !== null ? dollarsToCents(value as number) : value;
  }
  const next = pruned(merged as unknown as PurchaseApplicationValues);
  const errors: AnswerError[] = [];
  const sent = (field: string) => field in parsed.data;
  if (sent('coApplicantEmail') && next.coApplicantEmail && next.coApplicantEmail === context.ownEmail.toLowerCase()) {
    errors.push({ code: 'INVALID', field: 'coApplicantEmail', message: 'Enter your co-applicant’s email address, not your own.' });
  }
  if (next.targetPriceCents !== null && next.targetPriceCents > MAX_HOME_VALUE_CENTS && sent('targetPrice')) {
    errors.push({ code: 'EXCEEDS_MAX_HOME_PRICE', field: 'targetPrice', message: DENIAL_TEXT.EXCEEDS_MAX_HOME_PRICE.message });
  }
  if (next.targetPriceCents && next.downPaymentCents !== null && (sent('downPayment') || sent('targetPrice'))) {
    const minimum = minimumDownPayment(next.targetPriceCents);
    if (next.downPaymentCents < minimum)
      errors.push({ code: 'DENIED_HIGH_LTV', field: 'downPayment', message: `Put down at least 10% of the price: ${formatCents(minimum)}.` });
  }
  if (next.employmentStartDate && next.employmentStartDate > context.today) {
    errors.push({ code: 'INVALID', field: 'employmentStartDate', message: 'The start date cannot be in the future.' });
  }
  return { values: errors.length ? values : next, errors };
}
