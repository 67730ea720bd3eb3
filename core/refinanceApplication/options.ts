import type { ChoiceOption } from '#core/application/fields';

// The enumerations of spec section 3 that belong to the loan application, with the wording
// of the Uniform Residential Loan Application (Form 1003). Values are exactly the spec's.

const options = (...pairs: Array<[string, string, string?]>): ChoiceOption[] =>
  pairs.map(([value, label, description]) => (description ? { value, label, description } : { value, label }));

export const APPLICANT_MODE_OPTIONS = options(
  ['SELF', 'Just me'],
  ['JOINTLY_WITH_SPOUSE', 'Jointly with my spouse'],
  ['JOINTLY_WITH_OTHER', 'Jointly with someone else', 'A co-borrower who is not your spouse'],
);

export const MARITAL_STATUS_OPTIONS = options(
  ['MARRIED', 'Married'],
  ['SEPARATED', 'Separated'],
  ['UNMARRIED', 'Unmarried', 'Single, divorced, widowed, civil union, domestic partnership or registered reciprocal beneficiary relationship'],
);

export const CITIZENSHIP_OPTIONS = options(
  ['US_CITIZEN', 'U.S. citizen'],
  ['PERMANENT_RESIDENT', 'Permanent resident alien'],
  ['NON_PERMANENT_RESIDENT', 'Non-permanent resident alien'],
);

export const HOUSING_STATUS_OPTIONS = options(
  ['OWN', 'I own it'],
  ['RENT', 'I rent it'],
  ['NO_PRIMARY_HOUSING', 'No primary housing expense', 'For example, you live with family rent-free'],
);

export const OCCUPANCY_OPTIONS = options(
  ['PRINCIPAL_RESIDENCE', 'Primary residence'],
  ['SECOND_HOME', 'Second home'],
  ['INVESTMENT_PROPERTY', 'Investment property'],
  ['FHA_SECONDARY_RESIDENCE', 'FHA secondary residence'],
);

export const LOAN_TYPE_OPTIONS = options(
  ['CONVENTIONAL', 'Conventional'],
  ['FHA', 'FHA'],
  ['VA', 'VA'],
  ['USDA_RD', 'USDA Rural Development'],
  ['OTHER', 'Other'],
);

export const INTEREST_TYPE_OPTIONS = options(['FIXED', 'Fixed rate'], ['ADJUSTABLE', 'Adjustable rate']);

export const LIEN_TYPE_OPTIONS = options(['FIRST_LIEN', 'First lien'], ['SUBORDINATE_LIEN', 'Subordinate lien']);

export const PRIOR_HOME_STATUS_OPTIONS = options(['RETAINED', 'Keeping it'], ['SOLD', 'Sold'], ['PENDING_SALE', 'Sale pending']);

export const MILITARY_STATUS_OPTIONS = options(
  ['ACTIVE_DUTY', 'Currently serving on active duty'],
  ['CURRENTLY_RETIRED', 'Currently retired, discharged or separated from service'],
  ['NON_ACTIVE_RESERVE_OR_NATIONAL_GUARD', 'Non-activated member of the Reserve or National Guard'],
  ['SURVIVING_SPOUSE', 'Surviving spouse'],
);

export const APPLICATION_PARTY_OPTIONS = options(['APPLICANT', 'Me'], ['CO_APPLICANT', 'My co-borrower']);

export const INCOME_TYPE_OPTIONS = options(
  ['ALIMONY', 'Alimony'],
  ['AUTOMOBILE_ALLOWANCE', 'Automobile allowance'],
  ['BOARDER_INCOME', 'Boarder income'],
  ['CAPITAL_GAINS', 'Capital gains'],
  ['CHILD_SUPPORT', 'Child support'],
  ['DISABILITY', 'Disability'],
  ['FOSTER_CARE', 'Foster care'],
  ['HOUSING_OR_PARSONAGE', 'Housing or parsonage'],
  ['INTEREST_AND_DIVIDENDS', 'Interest and dividends'],
  ['MORTGAGE_CREDIT_CERTIFICATE', 'Mortgage credit certificate'],
  ['MORTGAGE_DIFFERENTIAL_PAYMENTS', 'Mortgage differential payments'],
  ['NOTES_RECEIVABLE', 'Notes receivable'],
  ['PUBLIC_ASSISTANCE', 'Public assistance'],
  ['RETIREMENT', 'Retirement (pension, IRA)'],
  ['ROYALTY_PAYMENTS', 'Royalty payments'],
  ['SEPARATE_MAINTENANCE', 'Separate maintenance'],
  ['SOCIAL_SECURITY', 'Social Security'],
  ['TRUST', 'Trust'],
  ['UNEMPLOYMENT_BENEFITS', 'Unemployment benefits'],
  ['VA_COMPENSATION', 'VA compensation'],
  ['OTHER', 'Other'],
);

export const ASSET_TYPE_OPTIONS = options(
  ['CHECKING', 'Checking account'],
  ['SAVINGS', 'Savings account'],
  ['MONEY_MARKET', 'Money market'],
  ['CERTIFICATE_OF_DEPOSIT', 'Certificate of deposit'],
  ['MUTUAL_FUND', 'Mutual fund'],
  ['STOCKS', 'Stocks'],
  ['STOCK_OPTIONS', 'Stock options'],
  ['BONDS', 'Bonds'],
  ['RETIREMENT', 'Retirement (401k, IRA)'],
  ['BRIDGE_LOAN_PROCEEDS', 'Bridge loan proceeds'],
  ['INDIVIDUAL_DEVELOPMENT_ACCOUNT', 'Individual development account'],
  ['TRUST_ACCOUNT', 'Trust account'],
  ['CASH_VALUE_OF_LIFE_INSURANCE', 'Cash value of life insurance'],
  ['OTHER', 'Other'],
);

export const LIABILITY_TYPE_OPTIONS = options(
  ['REVOLVING', 'Revolving (credit cards)'],
  ['INSTALLMENT', 'Installment (car, student or personal loans)'],
  ['OPEN_30_DAY', 'Open 30-day (balance paid monthly)'],
  ['LEASE', 'Lease (not real estate)'],
  ['OTHER', 'Other'],
);

export const EXPENSE_TYPE_OPTIONS = options(
  ['ALIMONY', 'Alimony'],
  ['CHILD_SUPPORT', 'Child support'],
  ['SEPARATE_MAINTENANCE', 'Separate maintenance'],
  ['JOB_RELATED_EXPENSES', 'Job-related expenses'],
  ['OTHER', 'Other'],
);

export const GIFT_TYPE_OPTIONS = options(['CASH', 'Cash gift'], ['EQUITY', 'Gift of equity'], ['GRANT', 'Grant']);

export const GIFT_SOURCE_OPTIONS = options(
  ['RELATIVE', 'Relative'],
  ['UNMARRIED_PARTNER', 'Unmarried partner'],
  ['EMPLOYER', 'Employer'],
  ['RELIGIOUS_NONPROFIT', 'Religious non-profit'],
  ['COMMUNITY_NONPROFIT', 'Community non-profit'],
  ['FEDERAL_AGENCY', 'Federal agency'],
  ['STATE_AGENCY', 'State agency'],
  ['LOCAL_AGENCY', 'Local agency'],
  ['LENDER', 'Lender'],
  ['OTHER', 'Other'],
);

export const DEPOSIT_STATUS_OPTIONS = options(['DEPOSITED', 'Deposited'], ['NOT_DEPOSITED', 'Not deposited yet']);

export const BANKRUPTCY_CHAPTER_OPTIONS = options(
  ['CHAPTER_7', 'Chapter 7'],
  ['CHAPTER_11', 'Chapter 11'],
  ['CHAPTER_12', 'Chapter 12'],
  ['CHAPTER_13', 'Chapter 13'],
);

export const TITLE_HELD_OPTIONS = options(
  ['SOLE', 'By yourself'],
  ['JOINT_WITH_SPOUSE', 'Jointly with your spouse'],
  ['JOINT_WITH_OTHER', 'Jointly with another person'],
);

export const DEMOGRAPHICS_CONSENT_OPTIONS = options(['OPT_IN', 'Yes, I will provide it'], ['OPT_OUT', 'No, I do not wish to provide it']);

export const DECLINE = 'DECLINED';
const DECLINE_LABEL = 'I do not wish to provide this information';

export const ETHNICITY_OPTIONS: ChoiceOption[] = [
  { value: 'HISPANIC_OR_LATINO', label: 'Hispanic or Latino' },
  { value: 'MEXICAN', label: 'Mexican', parent: 'HISPANIC_OR_LATINO' },
  { value: 'PUERTO_RICAN', label: 'Puerto Rican', parent: 'HISPANIC_OR_LATINO' },
  { value: 'CUBAN', label: 'Cuban', parent: 'HISPANIC_OR_LATINO' },
  { value: 'OTHER_HISPANIC_OR_LATINO', label: 'Other Hispanic or Latino', parent: 'HISPANIC_OR_LATINO' },
  { value: 'NOT_HISPANIC_OR_LATINO', label: 'Not Hispanic or Latino' },
  { value: DECLINE, label: DECLINE_LABEL, exclusive: true },
];

export const RACE_OPTIONS: ChoiceOption[] = [
  { value: 'AMERICAN_INDIAN_OR_ALASKA_NATIVE', label: 'American Indian or Alaska Native' },
  { value: 'ASIAN', label: 'Asian' },
  { value: 'ASIAN_INDIAN', label: 'Asian Indian', parent: 'ASIAN' },
  { value: 'CHINESE', label: 'Chinese', parent: 'ASIAN' },
  { value: 'FILIPINO', label: 'Filipino', parent: 'ASIAN' },
  { value: 'JAPANESE', label: 'Japanese', parent: 'ASIAN' },
  { value: 'KOREAN', label: 'Korean', parent: 'ASIAN' },
  { value: 'VIETNAMESE', label: 'Vietnamese', parent: 'ASIAN' },
  { value: 'OTHER_ASIAN', label: 'Other Asian', parent: 'ASIAN' },
  { value: 'BLACK_OR_AFRICAN_AMERICAN', label: 'Black or African American' },
  { value: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER', label: 'Native Hawaiian or Other Pacific Islander' },
  { value: 'NATIVE_HAWAIIAN', label: 'Native Hawaiian', parent: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER' },
  { value: 'GUAMANIAN_OR_CHAMORRO', label: 'Guamanian or Chamorro', parent: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER' },
  { value: 'SAMOAN', label: 'Samoan', parent: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER' },
  { value: 'OTHER_PACIFIC_ISLANDER', label: 'Other Pacific Islander', parent: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER' },
  { value: 'WHITE', label: 'White' },
  { value: DECLINE, label: DECLINE_LABEL, exclusive: true },
];

export const SEX_OPTIONS: ChoiceOption[] = [
  { value: 'FEMALE', label: 'Female' },
  { value: 'MALE', label: 'Male' },
  { value: DECLINE, label: DECLINE_LABEL, exclusive: true },
];

export const NUMBER_OF_UNITS_OPTIONS = options(['1', '1 unit'], ['2', '2 units'], ['3', '3 units'], ['4', '4 units']);
