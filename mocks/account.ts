import { graphql, HttpResponse } from 'msw';
import type {
  ChangePasswordMutation,
  ChangePasswordMutationVariables,
  RecordConsentMutation,
  RecordConsentMutationVariables,
  RequestPasswordResetMutation,
  ResetPasswordMutation,
  UpdateProfileMutation,
  UpdateProfileMutationVariables,
  VerifyEmailMutation,
  RequestEmailVerificationMutation,
} from '#generated/web';
import { demoUser } from './fixtures';

const consentFields = {
  TEXT_MESSAGES: 'consentedToTextMessagesAt',
  ELECTRONIC_DOCUMENTS: 'agreedToElectronicDocumentsAt',
  CONTACT_INFO_CONFIRMED: 'confirmedContactInfoAt',
} as const;

/** Account mutations: the profile edits apply to the mock user so the screens behave as saved. */
export const accountHandlers = [
  graphql.mutation<UpdateProfileMutation, UpdateProfileMutationVariables>('updateProfile', ({ variables }) => {
    const { mailingAddress, ...rest } = variables.input;
    Object.assign(demoUser, Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)));
    if (mailingAddress)
      demoUser.mailingAddress = { __typename: 'MailingAddress', line1: null, line2: null, city: null, state: null, zip: null, ...mailingAddress };
    return HttpResponse.json({ data: { __typename: 'Mutation', updateProfile: { __typename: 'UpdateProfilePayload', user: demoUser, errors: [] } } });
  }),
  graphql.mutation<RecordConsentMutation, RecordConsentMutationVariables>('recordConsent', ({ variables }) => {
    demoUser[consentFields[variables.input.consent]] = new Date().toISOString();
    return HttpResponse.json({ data: { __typename: 'Mutation', recordConsent: { __typename: 'RecordConsentPayload', user: demoUser, errors: [] } } });
  }),
  graphql.mutation<ChangePasswordMutation, ChangePasswordMutationVariables>('changePassword', ({ variables }) =>
    HttpResponse.json({
      data: {
        __typename: 'Mutation',
        changePassword:
          variables.input.currentPassword === 'roofline-demo-2026'
            ? { __typename: 'ChangePasswordPayload', ok: true, errors: [] }
            : {
                __typename: 'ChangePasswordPayload',
                ok: false,
                errors: [{ __typename: 'UserError', code: 'WRONG_PASSWORD', message: 'Your current password is not correct.', field: 'currentPassword' }],
              },
      },
    }),
  ),
  graphql.mutation<RequestPasswordResetMutation>('requestPasswordReset', () =>
    HttpResponse.json({ data: { __typename: 'Mutation', requestPasswordReset: { __typename: 'RequestPasswordResetPayload', ok: true } } }),
  ),
  graphql.mutation<ResetPasswordMutation>('resetPassword', () =>
    HttpResponse.json({ data: { __typename: 'Mutation', resetPassword: { __typename: 'ResetPasswordPayload', ok: true, errors: [] } } }),
  ),
  graphql.mutation<VerifyEmailMutation>('verifyEmail', () =>
    HttpResponse.json({ data: { __typename: 'Mutation', verifyEmail: { __typename: 'VerifyEmailPayload', ok: true, errors: [] } } }),
  ),
  graphql.mutation<RequestEmailVerificationMutation>('requestEmailVerification', () =>
    HttpResponse.json({ data: { __typename: 'Mutation', requestEmailVerification: { __typename: 'RequestEmailVerificationPayload', ok: true } } }),
  ),
];
