import {
  VEHICLE_LIMITS,
  daysBetween,
  shiftDate,
  type AcquisitionSource,
  type VehicleStatus,
} from '../../src/shared/inventory/vehicle';
import type { VehicleFields } from '../../src/shared/inventory/vehicle-fields';
import { withCheckDigit } from '../../src/shared/inventory/vin';

/**
 * Realistic used-vehicle inventory, generated deterministically from a seed: the demo
 * organization's lot and the benchmark's 100,000 vehicles. VINs carry real WMIs, the model-year
 * code and position 7 of their year, a serial from the vehicle's number (so they never
 * repeat) and a correct check digit. Dates are relative to `today`.
 */

type CatalogModel = {
  make: string;
  model: string;
  wmi: string;
  body: string;
  trims: string[];
  newPrice: number;
  weight: number;
};

const CATALOG: CatalogModel[] = [
  {
    make: 'Toyota',
    model: 'Camry',
    wmi: '4T1',
    body: 'Sedan',
    trims: ['LE', 'SE', 'XLE', 'XSE'],
    newPrice: 29_000,
    weight: 6,
  },
  {
    make: 'Toyota',
    model: 'Corolla',
    wmi: 'JTD',
    body: 'Sedan',
    trims: ['L', 'LE', 'SE'],
    newPrice: 23_000,
    weight: 5,
  },
  {
    make: 'Toyota',
    model: 'RAV4',
    wmi: '2T3',
    body: 'SUV',
    trims: ['LE', 'XLE', 'XLE Premium', 'Limited'],
    newPrice: 32_000,
    weight: 7,
  },
  {
    make: 'Toyota',
    model: 'Highlander',
    wmi: '5TD',
    body: 'SUV',
    trims: ['LE', 'XLE', 'Limited'],
    newPrice: 45_000,
    weight: 4,
  },
  {
    make: 'Toyota',
    model: 'Tacoma',
    wmi: '5TF',
    body: 'Pickup',
    trims: ['SR', 'SR5', 'TRD Sport', 'TRD Off-Road'],
    newPrice: 36_000,
    weight: 5,
  },
  {
    make: 'Honda',
    model: 'Civic',
    wmi: '19X',
    body: 'Sedan',
    trims: ['LX', 'Sport', 'EX', 'Touring'],
    newPrice: 25_000,
    weight: 6,
  },
  {
    make: 'Honda',
    model: 'Accord',
    wmi: '1HG',
    body: 'Sedan',
    trims: ['LX', 'Sport', 'EX-L', 'Touring'],
    newPrice: 30_000,
    weight: 5,
  },
  {
    make: 'Honda',
    model: 'CR-V',
    wmi: '2HK',
    body: 'SUV',
    trims: ['LX', 'EX', 'EX-L', 'Touring'],
    newPrice: 32_000,
    weight: 7,
  },
  {
    make: 'Honda',
    model: 'Pilot',
    wmi: '5FN',
    body: 'SUV',
    trims: ['EX-L', 'TrailSport', 'Elite'],
    newPrice: 43_000,
    weight: 3,
  },
  {
    make: 'Ford',
    model: 'F-150',
    wmi: '1FT',
    body: 'Pickup',
    trims: ['XL', 'XLT', 'Lariat', 'King Ranch', 'Platinum'],
    newPrice: 48_000,
    weight: 9,
  },
  {
    make: 'Ford',
    model: 'Escape',
    wmi: '1FM',
    body: 'SUV',
    trims: ['S', 'SE', 'SEL', 'Titanium'],
    newPrice: 29_000,
    weight: 5,
  },
  {
    make: 'Ford',
    model: 'Explorer',
    wmi: '1FM',
    body: 'SUV',
    trims: ['XLT', 'Limited', 'ST', 'Platinum'],
    newPrice: 41_000,
    weight: 5,
  },
  {
    make: 'Ford',
    model: 'Mustang',
    wmi: '1FA',
    body: 'Coupe',
    trims: ['EcoBoost', 'GT', 'GT Premium'],
    newPrice: 36_000,
    weight: 2,
  },
  {
    make: 'Chevrolet',
    model: 'Silverado 1500',
    wmi: '1GC',
    body: 'Pickup',
    trims: ['WT', 'Custom', 'LT', 'RST', 'LTZ', 'High Country'],
    newPrice: 47_000,
    weight: 8,
  },
  {
    make: 'Chevrolet',
    model: 'Equinox',
    wmi: '3GN',
    body: 'SUV',
    trims: ['LS', 'LT', 'RS', 'Premier'],
    newPrice: 29_000,
    weight: 6,
  },
  {
    make: 'Chevrolet',
    model: 'Malibu',
    wmi: '1G1',
    body: 'Sedan',
    trims: ['LS', 'RS', 'LT', 'Premier'],
    newPrice: 25_000,
    weight: 3,
  },
  {
    make: 'Chevrolet',
    model: 'Tahoe',
    wmi: '1GN',
    body: 'SUV',
    trims: ['LS', 'LT', 'Z71', 'Premier'],
    newPrice: 58_000,
    weight: 3,
  },
  {
    make: 'Nissan',
    model: 'Altima',
    wmi: '1N4',
    body: 'Sedan',
    trims: ['S', 'SV', 'SR', 'SL'],
    newPrice: 27_000,
    weight: 4,
  },
  {
    make: 'Nissan',
    model: 'Rogue',
    wmi: '5N1',
    body: 'SUV',
    trims: ['S', 'SV', 'SL', 'Platinum'],
    newPrice: 30_000,
    weight: 6,
  },
  {
    make: 'Nissan',
    model: 'Frontier',
    wmi: '1N6',
    body: 'Pickup',
    trims: ['S', 'SV', 'PRO-4X'],
    newPrice: 33_000,
    weight: 2,
  },
  {
    make: 'Hyundai',
    model: 'Elantra',
    wmi: '5NP',
    body: 'Sedan',
    trims: ['SE', 'SEL', 'Limited', 'N Line'],
    newPrice: 22_000,
    weight: 4,
  },
  {
    make: 'Hyundai',
    model: 'Tucson',
    wmi: '5NM',
    body: 'SUV',
    trims: ['SE', 'SEL', 'N Line', 'Limited'],
    newPrice: 30_000,
    weight: 4,
  },
  {
    make: 'Kia',
    model: 'Sorento',
    wmi: '5XY',
    body: 'SUV',
    trims: ['LX', 'S', 'EX', 'SX'],
    newPrice: 34_000,
    weight: 3,
  },
  {
    make: 'Kia',
    model: 'Sportage',
    wmi: 'KND',
    body: 'SUV',
    trims: ['LX', 'EX', 'SX', 'X-Line'],
    newPrice: 29_000,
    weight: 3,
  },
  {
    make: 'Jeep',
    model: 'Wrangler',
    wmi: '1C4',
    body: 'SUV',
    trims: ['Sport', 'Sport S', 'Sahara', 'Rubicon'],
    newPrice: 40_000,
    weight: 5,
  },
  {
    make: 'Jeep',
    model: 'Grand Cherokee',
    wmi: '1C4',
    body: 'SUV',
    trims: ['Laredo', 'Limited', 'Overland', 'Summit'],
    newPrice: 45_000,
    weight: 4,
  },
  {
    make: 'Ram',
    model: '1500',
    wmi: '1C6',
    body: 'Pickup',
    trims: ['Tradesman', 'Big Horn', 'Laramie', 'Limited'],
    newPrice: 47_000,
    weight: 6,
  },
  {
    make: 'Subaru',
    model: 'Outback',
    wmi: '4S4',
    body: 'Wagon',
    trims: ['Base', 'Premium', 'Limited', 'Onyx Edition'],
    newPrice: 32_000,
    weight: 4,
  },
  {
    make: 'Subaru',
    model: 'Forester',
    wmi: 'JF2',
    body: 'SUV',
    trims: ['Base', 'Premium', 'Sport', 'Touring'],
    newPrice: 31_000,
    weight: 3,
  },
  {
    make: 'BMW',
    model: '3 Series',
    wmi: 'WBA',
    body: 'Sedan',
    trims: ['330i', '330i xDrive', 'M340i'],
    newPrice: 46_000,
    weight: 2,
  },
  {
    make: 'BMW',
    model: 'X5',
    wmi: '5UX',
    body: 'SUV',
    trims: ['sDrive40i', 'xDrive40i', 'M60i'],
    newPrice: 66_000,
    weight: 2,
  },
  {
    make: 'Mercedes-Benz',
    model: 'GLC',
    wmi: 'W1N',
    body: 'SUV',
    trims: ['GLC 300', 'GLC 300 4MATIC'],
    newPrice: 50_000,
    weight: 2,
  },
  {
    make: 'Tesla',
    model: 'Model 3',
    wmi: '5YJ',
    body: 'Sedan',
    trims: ['Standard Range', 'Long Range', 'Performance'],
    newPrice: 44_000,
    weight: 3,
  },
  {
    make: 'Tesla',
    model: 'Model Y',
    wmi: '7SA',
    body: 'SUV',
    trims: ['Long Range', 'Performance'],
    newPrice: 50_000,
    weight: 3,
  },
  {
    make: 'Mazda',
    model: 'CX-5',
    wmi: 'JM3',
    body: 'SUV',
    trims: ['Sport', 'Touring', 'Grand Touring', 'Signature'],
    newPrice: 31_000,
    weight: 4,
  },
  {
    make: 'Volkswagen',
    model: 'Tiguan',
    wmi: 'WVG',
    body: 'SUV',
    trims: ['S', 'SE', 'SEL', 'SEL R-Line'],
    newPrice: 31_000,
    weight: 2,
  },
  {
    make: 'GMC',
    model: 'Sierra 1500',
    wmi: '1GT',
    body: 'Pickup',
    trims: ['Pro', 'SLE', 'Elevation', 'SLT', 'Denali'],
    newPrice: 52_000,
    weight: 4,
  },
  {
    make: 'Lexus',
    model: 'RX 350',
    wmi: 'JTH',
    body: 'SUV',
    trims: ['Base', 'Premium', 'F Sport'],
    newPrice: 52_000,
    weight: 2,
  },
];

const EXTERIOR_COLORS = [
  'Black',
  'White',
  'Silver',
  'Gray',
  'Blue',
  'Red',
  'Pearl White',
  'Magnetic Gray',
  'Green',
  'Brown',
];
const INTERIOR_COLORS = ['Black', 'Gray', 'Beige', 'Tan', 'Black Leather', 'Ebony'];
const LOT_LOCATIONS = [
  'Main lot, row A',
  'Main lot, row B',
  'Main lot, row C',
  'Front line',
  'Back lot',
  'Overflow lot',
  'Service drive',
];
const NOTES = [
  'One owner, clean history report.',
  'New tires and brakes in recon.',
  'Needs windshield replaced.',
  'Minor hail damage on the roof.',
  'Dealer-maintained, full service records.',
  'Second key missing.',
];
const SOURCE_WEIGHTS: [AcquisitionSource, number][] = [
  ['trade_in', 45],
  ['auction', 33],
  ['purchase', 11],
  ['lease_return', 9],
  ['other', 2],
];
const SOURCE_PREFIX: Record<AcquisitionSource, string> = {
  trade_in: 'T',
  auction: 'A',
  purchase: 'P',
  lease_return: 'L',
  other: 'O',
};

const VIN_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const VIN_CHARACTERS = `0123456789${VIN_LETTERS}`;
const MODEL_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** mulberry32: a small seeded PRNG, the same sequence on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function weighted<T>(random: () => number, entries: [T, number][]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let pick = random() * total;
  for (const [value, weight] of entries) {
    pick -= weight;
    if (pick < 0) return value;
  }
  return entries.at(-1)![0];
}

const pickFrom = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const pickCharacter = (random: () => number, characters: string): string => pickFrom(random, [...characters]);
const randomInt = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** A 17-character VIN for a light vehicle of `year`, unique by `serial` (below 1,000,000). */
export function demoVin(random: () => number, wmi: string, year: number, serial: number): string {
  const vds = Array.from({ length: 5 }, (_, index) =>
    // Position 7 (index 3 of the VDS) is a letter from model year 2010 on (49 CFR 565.15).
    index === 3
      ? pickCharacter(random, year >= 2010 ? VIN_LETTERS : '0123456789')
      : pickCharacter(random, VIN_CHARACTERS),
  ).join('');
  const yearCode = MODEL_YEAR_CODES[(year - 1980) % 30]!;
  const plant = pickCharacter(random, VIN_LETTERS);
  return withCheckDigit(`${wmi}${vds}0${yearCode}${plant}${String(serial).padStart(6, '0')}`);
}

export type DemoPriceChange = { fromCents: number | null; toCents: number; on: string; reason: string | null };
export type DemoStatusChange = { from: VehicleStatus | null; to: VehicleStatus; on: string };
export type DemoVehicle = VehicleFields & {
  disposedOn: string | null;
  priceChanges: DemoPriceChange[];
  statusChanges: DemoStatusChange[];
};

/** Days from going into recon to the front line, fastest–slowest, by calendar month (in turn). */
const SHOP_PACE: [number, number][] = [
  [2, 5],
  [3, 8],
  [4, 9],
  [2, 7],
];

/**
 * Days from acquisition to going into recon (1–3) and to the front line: the shop is quicker some
 * months than others (staff, parts, sublets), so the days from recon to the front line depend on the
 * calendar month the vehicle arrived in (SHOP_PACE, in turn).
 */
export function demoDaysToLine(random: () => number, acquiredDate: string): { reconOn: number; frontlineOn: number } {
  const [fastest, slowest] =
    SHOP_PACE[(Number(acquiredDate.slice(0, 4)) * 12 + Number(acquiredDate.slice(5, 7))) % SHOP_PACE.length]!;
  const reconOn = randomInt(random, 1, 3);
  return { reconOn, frontlineOn: reconOn + randomInt(random, fastest, slowest) };
}

/** Where a vehicle acquired `age` days ago stands today, with the dates of its status changes. */
function lifecycle(
  random: () => number,
  acquiredDate: string,
  age: number,
): { status: VehicleStatus; changes: DemoStatusChange[]; disposedOn: string | null } {
  // A vehicle still short of its recon or front-line day is incoming or in recon today.
  const { reconOn, frontlineOn } = demoDaysToLine(random, acquiredDate);
  const changes: DemoStatusChange[] = [{ from: null, to: 'incoming', on: acquiredDate }];
  if (age < reconOn) return { status: 'incoming', changes, disposedOn: null };
  changes.push({ from: 'incoming', to: 'in_recon', on: shiftDate(acquiredDate, -reconOn) });
  if (age < frontlineOn) return { status: 'in_recon', changes, disposedOn: null };
  changes.push({ from: 'in_recon', to: 'frontline', on: shiftDate(acquiredDate, -frontlineOn) });
  const roll = random();
  if (age > 75 && roll < 0.12) {
    const on = shiftDate(acquiredDate, -randomInt(random, Math.max(frontlineOn, 61), age));
    changes.push({ from: 'frontline', to: 'wholesaled', on });
    return { status: 'wholesaled', changes, disposedOn: on };
  }
  if (age > frontlineOn + 3 && roll < 0.2) {
    const on = shiftDate(acquiredDate, -randomInt(random, frontlineOn + 1, age));
    changes.push({ from: 'frontline', to: 'sold', on });
    return { status: 'sold', changes, disposedOn: on };
  }
  if (roll < 0.26) {
    changes.push({ from: 'frontline', to: 'sale_pending', on: shiftDate(acquiredDate, -age) });
    return { status: 'sale_pending', changes, disposedOn: null };
  }
  return { status: 'frontline', changes, disposedOn: null };
}

const retailRound = (dollars: number) => Math.max(1_995, Math.round(dollars / 500) * 500 - 5);
const toNearest = (cents: number, step: number) => Math.round(cents / step) * step;

/**
 * Days on the lot when the demo is made: a store that turns its stock in about a month (a gamma
 * curve, shape 2, mean 18 days: few cars just arrived, most 1–5 weeks old), and 2 % stuck cars
 * spread over 60–200 days (the aged units a manager works on).
 */
function lotAge(random: () => number): number {
  const draw = random();
  if (draw < 0.02) return 60 + Math.floor((draw / 0.02) * 140);
  return Math.min(240, Math.floor(-(Math.log(1 - random()) + Math.log(1 - random())) * 9));
}

/** `count` vehicles numbered from `firstNumber`, from a PRNG seeded with `seed` (the rules: docs/metrics.md, "Demo data"). */
export function generateDemoVehicles(options: {
  count: number;
  seed: number;
  today: string;
  firstNumber?: number;
}): DemoVehicle[] {
  const { count, seed, today } = options;
  const random = seededRandom(seed);
  const currentYear = Number(today.slice(0, 4));
  const models = CATALOG.map((entry): [CatalogModel, number] => [entry, entry.weight]);
  const vehicles: DemoVehicle[] = [];
  for (let index = 0; index < count; index += 1) {
    const number = (options.firstNumber ?? 1) + index;
    const entry = weighted(random, models);
    const ageYears = Math.min(12, Math.floor(-Math.log(1 - random()) * 3.2));
    const year = currentYear - ageYears;
    const age = lotAge(random);
    const acquiredDate = shiftDate(today, age);
    const source = weighted(random, SOURCE_WEIGHTS);
    // 12,000 miles a year of age, ± 40 %.
    const mileage = Math.max(
      12,
      Math.round(
        (demoExpectedMileage(year, currentYear) *
          (1 - DEMO_RULES.mileageSpread + random() * 2 * DEMO_RULES.mileageSpread)) /
          10,
      ) * 10,
    );
    // Priced at 98–103 % of its market (the depreciation curve), bought so the planned front-end gross
    // after recon is $1,500–3,500; one in twenty was bought too dear (underwater from the start, at any age).
    const market = retailCentsOf(entry, year, mileage, currentYear);
    const startPrice = retailRound((market * (0.98 + random() * 0.05)) / 100);
    const reconAllowance = toNearest(50_000 + random() * 70_000, 2_500);
    const underwater = random() < DEMO_RULES.underwaterShare;
    const plannedGross = underwater ? -(20_000 + random() * 130_000) : 150_000 + random() * 200_000;
    const costCents = Math.max(100_000, toNearest(startPrice * 100 - reconAllowance - plannedGross, 2_500));
    const { status, changes, disposedOn } = lifecycle(random, acquiredDate, age);
    const priceChanges: DemoPriceChange[] = [];
    let listPriceCents: number | null = null;
    if (status !== 'incoming') {
      const pricedOn = changes.find((change) => change.to === 'in_recon')?.on ?? acquiredDate;
      let price = startPrice * 100;
      priceChanges.push({ fromCents: null, toCents: price, on: pricedOn, reason: null });
      // Price drops every few weeks the vehicle stays unsold, never under cost + recon + the pricing
      // rules' $1,000 minimum gross (an underwater car has no such floor left to keep).
      const floor = underwater ? 0 : costCents + reconAllowance + 100_000;
      const lastDay = disposedOn ?? today;
      for (let day = 30; day < daysBetween(acquiredDate, lastDay); day += randomInt(random, 21, 35)) {
        // 1.5–4 % off, held at the first retail price ($…95) at or above the floor.
        const dropped: number = Math.max(
          retailRound((price / 100) * (0.96 + random() * 0.025)) * 100,
          retailRound(floor / 100 + 499) * 100,
        );
        if (dropped >= price) continue;
        priceChanges.push({
          fromCents: price,
          toCents: dropped,
          on: shiftDate(acquiredDate, -day),
          reason: `Aged ${day} days`,
        });
        price = dropped;
      }
      listPriceCents = price;
    }
    vehicles.push({
      // 7919 is prime to 1,000,000: distinct numbers give distinct, unordered-looking serials.
      vin: demoVin(random, entry.wmi, year, (number * 7919 + 104_729) % 1_000_000),
      stockNumber: `${SOURCE_PREFIX[source]}${String(number).padStart(6, '0')}`,
      year,
      make: entry.make,
      model: entry.model,
      trim: pickFrom(random, entry.trims),
      bodyStyle: entry.body,
      exteriorColor: pickFrom(random, EXTERIOR_COLORS),
      interiorColor: pickFrom(random, INTERIOR_COLORS),
      mileage: Math.min(mileage, VEHICLE_LIMITS.maxMileage),
      acquisitionSource: source,
      acquiredDate,
      costCents,
      listPriceCents,
      status,
      lotLocation:
        status === 'incoming' ? null : status === 'in_recon' ? 'Service drive' : pickFrom(random, LOT_LOCATIONS),
      notes: random() < 0.15 ? pickFrom(random, NOTES) : null,
      disposedOn,
      priceChanges,
      statusChanges: changes,
    });
  }
  return vehicles;
}

/** Every catalog model in each of the last `years` model years, at its typical mileage and retail: the demo market's common segments. */
export function demoCatalogSegments(
  currentYear: number,
  years: number,
): { year: number; make: string; model: string; trims: string[]; mileage: number; priceCents: number }[] {
  return CATALOG.flatMap((entry) =>
    Array.from({ length: years }, (_, back) => {
      const year = currentYear - back;
      const mileage = demoExpectedMileage(year, currentYear);
      return {
        year,
        make: entry.make,
        model: entry.model,
        trims: entry.trims,
        mileage,
        priceCents: retailCentsOf(entry, year, mileage, currentYear),
      };
    }),
  );
}

/** The makes the generator uses, for the benchmark's make filter. */
export const DEMO_MAKES = [...new Set(CATALOG.map((entry) => entry.make))];

/** The rules the demo data is generated from (docs/metrics.md, "Demo data"); tests/integration/demo-rules.test.ts checks each. */
export const DEMO_RULES = {
  milesPerYear: 12_000,
  /** Mileage within ± this share of 12,000 a year of age. */
  mileageSpread: 0.4,
  /** Share of units bought too dear: underwater from the start, at any age. */
  underwaterShare: 0.05,
  minShareAboveCost: 0.9,
  /** Share of units whose front-end gross (list − cost − recon) is $1,000–4,000. */
  minShareGrossInBand: 0.7,
  /** Auction (wholesale) prices as a share of retail. */
  wholesaleShare: 0.87,
};

/** A car's age in years for the demo's mileage and depreciation: a model year is on the road from the autumn before. */
export const demoYearsOld = (year: number, currentYear: number) => Math.max(0.4, currentYear - year + 0.4);

/** The mileage a car of `year` typically has: 12,000 a year of age. */
export const demoExpectedMileage = (year: number, currentYear: number) =>
  Math.round(DEMO_RULES.milesPerYear * demoYearsOld(year, currentYear));

/**
 * Depreciation per segment: the share of the new price kept after the first year, then the share
 * kept each further year (the first year loses its share pro rata). Pickups and the Wrangler hold
 * their value best, then Toyota, Honda, Subaru, Mazda and Lexus; luxury makes and EVs lose fastest.
 */
export const DEPRECIATION_CURVES = {
  truck: { firstYear: 0.9, perYear: 0.955 },
  strong: { firstYear: 0.88, perYear: 0.955 },
  average: { firstYear: 0.85, perYear: 0.935 },
  luxury: { firstYear: 0.8, perYear: 0.9 },
} as const;

function curveOf(entry: CatalogModel): keyof typeof DEPRECIATION_CURVES {
  if (entry.body === 'Pickup' || entry.model === 'Wrangler') return 'truck';
  if (['BMW', 'Mercedes-Benz', 'Tesla'].includes(entry.make)) return 'luxury';
  if (['Toyota', 'Honda', 'Subaru', 'Mazda', 'Lexus'].includes(entry.make)) return 'strong';
  return 'average';
}

const CATALOG_BY_MODEL = new Map(CATALOG.map((entry) => [`${entry.make}|${entry.model}`.toLowerCase(), entry]));

/**
 * What a car retails for in the demo's market, in cents: its new price × the share its segment's curve
 * keeps at its age, mileage-adjusted from 12,000 a year like the valuations adjust comparables
 * (3 % per 10,000 miles, within 70–130 %). Null for a model not in the demo's catalog.
 */
export function demoRetailCents(vehicle: {
  make: string;
  model: string;
  year: number;
  mileage: number;
  currentYear: number;
}): number | null {
  const entry = CATALOG_BY_MODEL.get(`${vehicle.make}|${vehicle.model}`.toLowerCase());
  return entry ? retailCentsOf(entry, vehicle.year, vehicle.mileage, vehicle.currentYear) : null;
}

function retailCentsOf(entry: CatalogModel, year: number, mileage: number, currentYear: number): number {
  const { firstYear, perYear } = DEPRECIATION_CURVES[curveOf(entry)];
  const years = demoYearsOld(year, currentYear);
  const kept = years <= 1 ? 1 - (1 - firstYear) * years : firstYear * perYear ** (years - 1);
  const miles = Math.min(1.3, Math.max(0.7, 1 - (0.03 * (mileage - demoExpectedMileage(year, currentYear))) / 10_000));
  return Math.round(entry.newPrice * 100 * kept * miles);
}
