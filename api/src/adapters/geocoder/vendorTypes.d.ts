// Types for the two embedded data packages the offline geocoder uses; neither ships its own.
declare module 'zipcodes' {
  interface ZipCodeEntry {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    codes: Record<string, ZipCodeEntry>;
    lookup(zip: string | number): ZipCodeEntry | undefined;
    lookupByName(city: string, state: string): ZipCodeEntry[];
  };
  export default zipcodes;
}

declare module 'parse-address' {
  interface ParsedLocation {
    number?: string;
    prefix?: string;
    street?: string;
    type?: string;
    suffix?: string;
    sec_unit_type?: string;
    sec_unit_num?: string;
    city?: string;
    state?: string;
    zip?: string;
    plus4?: string;
  }
  const parser: {
    parseLocation(text: string): ParsedLocation | null;
  };
  export default parser;
}
