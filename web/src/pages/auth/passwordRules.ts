// The password rule's length part, shared with the server (core/account/passwordRule.ts); the
// server also refuses common and personal passwords and says why.
export { newPasswordSchema } from '#core/account/passwordRule';
