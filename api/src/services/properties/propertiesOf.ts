import type { PropertyViewerRole } from '#generated/server';
import { Property } from '../../models/Property.js';
import type { ServiceContext } from '../context.js';

/**
 * User.properties: the homes the user owns under a partnership, oldest first, then those they
 * were invited to and accepted (co-owners, co-applicants), so the navigation can lead each
 * person to the dashboard they may see.
 */
export async function propertiesOf(ctx: ServiceContext, userUuid: string) {
  const [owned, memberOf] = await Promise.all([
    ctx.loaders.propertiesByOwner.load(userUuid),
    // Only an accepted invitation joins: an invited member who has not accepted sees nothing yet.
    Property.query(ctx.db)
      .join('propertyMembers', 'propertyMembers.propertyUuid', 'properties.uuid')
      .where('propertyMembers.userUuid', userUuid)
      .whereNotNull('propertyMembers.acceptedAt')
      .select('properties.uuid', 'properties.dealType', 'propertyMembers.role as memberRole')
      .orderBy('properties.createdAt')
      .orderBy('properties.uuid')
      .then((rows) => rows as Array<Property & { memberRole: PropertyViewerRole }>),
  ]);
  const ownedUuids = new Set(owned.map((property) => property.uuid));
  return [
    ...owned.map((property) => ({ propertyUuid: property.uuid, dealType: [property.dealType], viewerRole: 'OWNER' as const })),
    ...memberOf
      .filter((property) => !ownedUuids.has(property.uuid))
      .map((property) => ({ propertyUuid: property.uuid, dealType: [property.dealType], viewerRole: property.memberRole })),
  ];
}
