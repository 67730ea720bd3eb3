/** The street part of an application's address, if it has one. */
interface StreetAddress {
  streetNumber?: string | null;
  streetName?: string | null;
}

/** "Refinance application · 12 Oak Street": the product, then the street once it is known. */
export function kickerWithStreet(title: string, address: StreetAddress | null | undefined): string {
  return address?.streetName ? `${title} · ${[address.streetNumber, address.streetName].filter(Boolean).join(' ')}` : title;
}
