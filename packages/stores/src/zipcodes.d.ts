// The `zipcodes` package ships no types; this is the part of its API used here.
declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    codes: Record<string, ZipInfo>;
    lookup(zip: string | number): ZipInfo | undefined;
  };
  export default zipcodes;
}
