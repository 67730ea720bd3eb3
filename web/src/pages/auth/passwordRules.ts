// The password rule's length part, shared with the server (core/account/passwordRule.ts); the
// server also refuses common and personal passwords and says why.
export { NEW_PASSWORD_HINT, newPasswordSchema } from '#core/account/passwordRule';
