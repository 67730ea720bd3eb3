import type { AcceptPropertyInvitationInput } from '#generated/server';
import { INVITATION_NOT_YOURS } from '#core/properties/invitation';
import { PropertyMember } from '../../models/PropertyMember.js';
import type { ServiceContext } from '../context.js';
import { unauthenticated } from '../errors.js';
import { hashToken } from '../account/tokens.js';

const NOT_YOURS = INVITATION_NOT_YOURS;

/**
 * Accepts the mailed invitation: the token must be the property's and the signed-in user's
 * email the one it was sent to, so a forwarded link grants nothing.
 */
export async function acceptPropertyInvitation(ctx: ServiceContext, input: AcceptPropertyInvitationInput) {
  const user = ctx.currentUser;
  if (!user) throw unauthenticated();
  const member = await PropertyMember.query(ctx.db).findOne({ propertyUuid: input.propertyUuid, invitationTokenHash: hashToken(input.token) });
  if (!member || member.email !== user.email.toLowerCase()) return { accepted: false, errors: [NOT_YOURS] };
  if (member.userUuid && member.userUuid !== user.uuid) return { accepted: false, errors: [NOT_YOURS] };
  if (!member.acceptedAt) await PropertyMember.query(ctx.db).patch({ userUuid: user.uuid, acceptedAt: ctx.now() }).where({ uuid: member.uuid });
  return { accepted: true, errors: [] };
}
