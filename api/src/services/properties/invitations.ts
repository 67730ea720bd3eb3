import type { Knex } from 'knex';
import type { Adapters } from '../../adapters/index.js';
import type { AppConfig } from '../../config.js';
import type { Logger } from '../../lib/logger.js';
import { Property } from '../../models/Property.js';
import { PropertyMember } from '../../models/PropertyMember.js';
import { User } from '../../models/User.js';
import { hashToken, newToken } from '../account/tokens.js';

export interface InvitationWork {
  db: Knex;
  config: AppConfig;
  adapters: Adapters;
  logger: Logger;
  now: () => Date;
}

/**
 * Mails each member of a property not yet invited a link to the partner dashboard carrying a
 * one-time token (only its hash is kept). A member already invited is left alone, so the job
 * may run again.
 */
export async function sendPropertyInvitations(work: InvitationWork, propertyUuid: string): Promise<number> {
  const property = await Property.query(work.db).findById(propertyUuid);
  if (!property) return 0;
  const owner = await User.query(work.db).findById(property.ownerUuid);
  const members = await PropertyMember.query(work.db).where({ propertyUuid }).whereNull('invitedAt');
  const origin = work.config.PUBLIC_ORIGIN ?? `http://localhost:${work.config.PORT}`;
  const ownerName = [owner?.firstName, owner?.lastName].filter(Boolean).join(' ') || 'The homeowner';
  const street = [property.address.streetNumber, property.address.streetName].filter(Boolean).join(' ') || 'the home';
  for (const member of members) {
    const token = newToken();
    // Claim the member first: a second run finds it invited and mails nothing.
    const claimed = await PropertyMember.query(work.db)
      .patch({ invitationTokenHash: hashToken(token), invitedAt: work.now() })
      .where({ uuid: member.uuid })
      .whereNull('invitedAt');
    if (claimed === 0) continue;
    const dashboard = `${origin}/partner/property/${propertyUuid}/dashboard`;
    const link = `${dashboard}?invitation=${encodeURIComponent(token)}`;
    await work.adapters.mailer.send({
      to: member.email,
      subject: `${ownerName} invited you to the dashboard of ${street}`,
      // The token is for the first visit; afterwards the dashboard is found again at its own address
      // and under Dashboard in the navigation and the profile.
      text:
        `${ownerName} named you on the Roofline partnership for ${street}. Sign in (or create an account) with this email address to see the home's dashboard:\n${link}\n\n` +
        `After that, Dashboard in Roofline's menu (and your profile) takes you back to it, or this address:\n${dashboard}`,
      links: [link, dashboard],
    });
  }
  return members.length;
}
