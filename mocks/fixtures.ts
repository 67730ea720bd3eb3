import type { DealType, ProfileDetailsFragment, PropertyViewerRole } from '#generated/web';

/** The demo homeowner every mock scenario signs in as. */
export const demoUser: ProfileDetailsFragment & {
  __typename: 'User';
  properties: Array<{ __typename: 'UserProperty'; propertyUuid: string; dealType: DealType[]; viewerRole: PropertyViewerRole }>;
} = {
  __typename: 'User',
  uuid: '6f1c2a8e-3b5d-4c7a-9e21-0d4b8f6a1c01',
  firstName: 'Dana',
  middleName: null,
  lastName: 'Rivera',
  suffix: null,
  fullName: 'Dana Rivera',
  email: 'demo@roofline.test',
  emailVerifiedAt: '2026-01-15T17:00:00.000Z',
  tel: '4155550142',
  dateOfBirth: '1986-04-12',
  hasPassword: true,
  mailingAddress: { __typename: 'MailingAddress', line1: '1450 Larkin St', line2: null, city: 'San Francisco', state: 'CA', zip: '94109' },
  consentedToTextMessagesAt: null,
  agreedToElectronicDocumentsAt: '2026-02-01T18:30:00.000Z',
  confirmedContactInfoAt: null,
  properties: [],
};

const initialDemoUser = structuredClone(demoUser);

/** Puts the mock data back as it was, so one test's saved edits never leak into the next. */
export function resetMockData(): void {
  Object.assign(demoUser, structuredClone(initialDemoUser));
}

export const DEMO_PASSWORD = 'roofline-demo-2026';
