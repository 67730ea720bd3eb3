import type { AddressSuggestion, Place } from '#generated/server';
import type { ServiceContext } from '../context.js';

const MIN_QUERY = 3;
const MAX_QUERY = 200;
const MAX_PLACE_ID = 1_000;

/** Suggestions as the user types an address; nothing for fewer than 3 characters. */
export function addressSuggestions(ctx: ServiceContext, query: string): Promise<AddressSuggestion[]> | AddressSuggestion[] {
  const text = query.trim();
  if (text.length < MIN_QUERY || text.length > MAX_QUERY) return [];
  return ctx.adapters.geocoder.suggest(text);
}

/** A chosen suggestion's details; null for an unknown id. */
export function placeDetails(ctx: ServiceContext, placeId: string): Promise<Place | null> | null {
  if (!placeId || placeId.length > MAX_PLACE_ID) return null;
  return ctx.adapters.geocoder.place(placeId);
}
