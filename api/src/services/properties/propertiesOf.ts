import type { ServiceContext } from '../context.js';
import { Property } from '../../models/Property.js';

/** User.properties: the homes the user owns under a partnership, oldest first. */
export async function propertiesOf(ctx: ServiceContext, userUuid: string) {
  const properties = await Property.query(ctx.db).where({ ownerUuid: userUuid }).orderBy('createdAt').orderBy('uuid');
  return properties.map((property) => ({ propertyUuid: property.uuid, dealType: [property.dealType] }));
}
