import type { Resolvers } from '#generated/server';
import { addressSuggestions, placeDetails } from '../../services/location/addressSearch.js';

export const locationResolvers: Resolvers = {
  Query: {
    addressSuggestions: (_parent, { query }, ctx) => addressSuggestions(ctx, query),
    place: (_parent, { placeId }, ctx) => placeDetails(ctx, placeId),
  },
};
