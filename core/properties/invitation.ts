/** What accepting a property invitation answers when the link is not the signed-in user's (or not the home's). */
export const INVITATION_NOT_YOURS = {
  code: 'INVALID_TOKEN' as const,
  field: 'token',
  message: 'This invitation is not valid for your account. Sign in with the email address it was sent to.',
};
