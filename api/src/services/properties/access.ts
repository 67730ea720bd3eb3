import type { Knex } from 'knex';
import type { PropertyViewerRole } from '#generated/server';
import { Property } from '../../models/Property.js';
import type { ServiceContext } from '../context.js';
import { notFound, unauthenticated } from '../errors.js';

const PROPERTY = 'The property';

/** The signed-in user's own property; anyone else's is NOT_FOUND, as if it did not exist. */
export async function ownedProperty(ctx: ServiceContext, uuid: string, db: Knex = ctx.db, forUpdate = false): Promise<Property> {
  if (!ctx.currentUser) throw unauthenticated();
  const query = Property.query(db).findOne({ uuid, ownerUuid: ctx.currentUser.uuid });
  const property = await (forUpdate ? query.forUpdate() : query);
  if (!property) throw notFound(PROPERTY);
  return property;
}

/**
 * The signed-in user's own property, found in their list of homes as this request read it: a
 * page that shows the session's homes and one home's dashboard reads the list once. Only for
 * reading; a change reads the row afresh (ownedProperty), inside its transaction.
 */
export async function listedOwnedProperty(ctx: ServiceContext, uuid: string): Promise<Property> {
  if (!ctx.currentUser) throw unauthenticated();
  const property = (await ctx.loaders.propertiesByOwner.load(ctx.currentUser.uuid)).find((row) => row.uuid === uuid);
  if (!property) throw notFound(PROPERTY);
  return property;
}

/** A property the signed-in user was invited to and accepted; anyone else gets NOT_FOUND. */
export async function memberProperty(ctx: ServiceContext, uuid: string): Promise<{ property: Property; role: PropertyViewerRole }> {
  if (!ctx.currentUser) throw unauthenticated();
  // The home and the viewer's role on it in one statement: only an accepted member's row joins.
  const property = (await Property.query(ctx.db)
    .join('propertyMembers', 'propertyMembers.propertyUuid', 'properties.uuid')
    .where('properties.uuid', uuid)
    .where('propertyMembers.userUuid', ctx.currentUser.uuid)
    .whereNotNull('propertyMembers.acceptedAt')
    .select('properties.*', 'propertyMembers.role as memberRole')
    .first()) as (Property & { memberRole?: PropertyViewerRole }) | undefined;
  if (!property?.memberRole) throw notFound(PROPERTY);
  const role = property.memberRole;
  delete property.memberRole;
  return { property, role };
}
