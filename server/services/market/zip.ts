import zipcodes from 'zipcodes';

export type Centroid = { latitude: number; longitude: number };

/**
 * The centroid of a US ZIP code from the `zipcodes` package's data set (shipped in the package,
 * read offline); null for a ZIP it does not hold.
 */
export function zipCentroid(zip: string): Centroid | null {
  const found = /^\d{5}$/.test(zip) ? zipcodes.lookup(zip) : undefined;
  return found ? { latitude: found.latitude, longitude: found.longitude } : null;
}
