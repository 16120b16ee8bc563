import { createRequire } from 'node:module';
import type zipcodes from 'zipcodes';

type ZipCodes = typeof zipcodes;
let loaded: ZipCodes | undefined;

/**
 * The `zipcodes` package, loaded at first use: its data set costs a process about 10 MB of heap
 * (and far more while it parses), and most processes never look up a ZIP.
 */
export function zipCodes(): ZipCodes {
  return (loaded ??= createRequire(import.meta.url)('zipcodes') as ZipCodes);
}

export type Centroid = { latitude: number; longitude: number };

/**
 * The centroid of a US ZIP code from the `zipcodes` package's data set (shipped in the package,
 * read offline); null for a ZIP it does not hold.
 */
export function zipCentroid(zip: string): Centroid | null {
  const found = /^\d{5}$/.test(zip) ? zipCodes().lookup(zip) : undefined;
  return found ? { latitude: found.latitude, longitude: found.longitude } : null;
}
