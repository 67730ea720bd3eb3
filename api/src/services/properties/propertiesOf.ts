import type { ServiceContext } from '../context.js';

/** User.properties: the homes the user owns under a partnership, oldest first. */
export async function propertiesOf(ctx: ServiceContext, userUuid: string) {
  const properties = await ctx.loaders.propertiesByOwner.load(userUuid);
  return properties.map((property) => ({ propertyUuid: property.uuid, dealType: [property.dealType] }));
}
