import { graphql, HttpResponse } from 'msw';
import type {
  ChangePasswordMutation,
  ChangePasswordMutationVariables,
  RecordConsentMutation,
  RecordConsentMutationVariables,
  RequestPasswordResetMutation,
  ResetPasswordMutation,
  ResetPasswordMutationVariables,
  UpdateProfileMutation,
  UpdateProfileMutationVariables,
  VerifyEmailMutation,
  VerifyEmailMutationVariables,
  RequestEmailVerificationMutation,
} from '#generated/web';
import { INVALID_RESET_LINK, INVALID_VERIFY_LINK } from '#core/account/accountLinks';
import { demoUser } from './fixtures';
import { notLoggedIn } from './graphqlErrors';
import { mockSession } from './session';

/** The one reset or verification link the mocked mail "sent": /login/reset-password/mock-link-token. Any other is refused, as the API refuses one it never sent. */
export const MOCK_LINK_TOKEN = 'mock-link-token';

const invalidLink = (message: string) => [{ __typename: 'UserError' as const, code: 'INVALID_TOKEN' as const, message, field: 'token' }];

const consentFields = {
  TEXT_MESSAGES: 'consentedToTextMessagesAt',
  ELECTRONIC_DOCUMENTS: 'agreedToElectronicDocumentsAt',
  CONTACT_INFO_CONFIRMED: 'confirmedContactInfoAt',
} as const;

/** Account mutations: the profile edits apply to the mock user so the screens behave as saved. */
export const accountHandlers = [
  graphql.mutation<UpdateProfileMutation, UpdateProfileMutationVariables>('updateProfile', ({ variables }) => {
    if (!mockSession.isLoggedIn()) return notLoggedIn();
    const { mailingAddress, ...rest } = variables.input;
    Object.assign(demoUser, Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)));
    if (mailingAddress)
      demoUser.mailingAddress = { __typename: 'MailingAddress', line1: null, line2: null, city: null, state: null, zip: null, ...mailingAddress };
    return HttpResponse.json({ data: { __typename: 'Mutation', updateProfile: { __typename: 'UpdateProfilePayload', user: demoUser, errors: [] } } });
  }),
  graphql.mutation<RecordConsentMutation, RecordConsentMutationVariables>('recordConsent', ({ variables }) => {
    if (!mockSession.isLoggedIn()) return notLoggedIn();
    demoUser[consentFields[variables.input.consent]] = new Date().toISOString();
    return HttpResponse.json({ data: { __typename: 'Mutation', recordConsent: { __typename: 'RecordConsentPayload', user: demoUser, errors: [] } } });
  }),
  graphql.mutation<ChangePasswordMutation, ChangePasswordMutationVariables>('changePassword', ({ variables }) =>
    !mockSession.isLoggedIn()
      ? notLoggedIn()
      : HttpResponse.json({
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
  graphql.mutation<ResetPasswordMutation, ResetPasswordMutationVariables>('resetPassword', ({ variables }) => {
    const ok = variables.input.token === MOCK_LINK_TOKEN;
    return HttpResponse.json({
      data: { __typename: 'Mutation', resetPassword: { __typename: 'ResetPasswordPayload', ok, errors: ok ? [] : invalidLink(INVALID_RESET_LINK) } },
    });
  }),
  graphql.mutation<VerifyEmailMutation, VerifyEmailMutationVariables>('verifyEmail', ({ variables }) => {
    const ok = variables.input.token === MOCK_LINK_TOKEN;
    return HttpResponse.json({
      data: { __typename: 'Mutation', verifyEmail: { __typename: 'VerifyEmailPayload', ok, errors: ok ? [] : invalidLink(INVALID_VERIFY_LINK) } },
    });
  }),
  graphql.mutation<RequestEmailVerificationMutation>('requestEmailVerification', () =>
    !mockSession.isLoggedIn()
      ? notLoggedIn()
      : HttpResponse.json({ data: { __typename: 'Mutation', requestEmailVerification: { __typename: 'RequestEmailVerificationPayload', ok: true } } }),
  ),
];
