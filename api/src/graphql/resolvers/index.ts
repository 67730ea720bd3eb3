import type { Resolvers } from '#generated/server';
import { applicationResolvers } from './application.js';
import { baseResolvers } from './base.js';
import { contentResolvers } from './content.js';
import { documentsResolvers } from './documents.js';
import { flagsResolvers } from './flags.js';
import { locationResolvers } from './location.js';
import { paymentsResolvers } from './payments.js';
import { bankLinksResolvers } from './bankLinks.js';
import { prequalResolvers } from './prequal.js';
import { privacyResolvers } from './privacy.js';
import { ratesResolvers } from './rates.js';
import { refinanceApplicationResolvers, refinanceApplicationScalars } from './refinanceApplication.js';
import { restructureApplicationResolvers } from './restructureApplication.js';
import { purchaseApplicationResolvers } from './purchaseApplication.js';
import { propertiesResolvers } from './properties.js';
import { waitlistResolvers } from './waitlist.js';
import { scalarResolvers } from './scalars.js';
import { userResolvers } from './account.js';

/** Each domain's resolver map, merged type by type. Add a domain by adding it to this list. */
const domains: Resolvers[] = [
  baseResolvers,
  userResolvers,
  applicationResolvers,
  contentResolvers,
  privacyResolvers,
  flagsResolvers,
  waitlistResolvers,
  refinanceApplicationResolvers,
  ratesResolvers,
  prequalResolvers,
  locationResolvers,
  documentsResolvers,
  restructureApplicationResolvers,
  paymentsResolvers,
  bankLinksResolvers,
  propertiesResolvers,
  purchaseApplicationResolvers,
];

export function mergeResolvers(maps: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      merged[typeName] = { ...(merged[typeName] ?? {}), ...(fields as Record<string, unknown>) };
    }
  }
  return merged as Resolvers;
}

export const resolvers = { ...mergeResolvers(domains), ...scalarResolvers, ...refinanceApplicationScalars };
