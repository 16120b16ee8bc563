import Link from '@mui/material/Link';
import NextLink from 'next/link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type ReportVehicle = { id: string; stockNumber: string; year: number; make: string; model: string };

/** "A1234 · 2021 Honda CR-V", the text a vehicle row shows and exports. */
export const vehicleText = (vehicle: ReportVehicle) =>
  `${vehicle.stockNumber} · ${vehicle.year} ${vehicle.make} ${vehicle.model}`;

/** A vehicle row's link to the vehicle. */
export function VehicleLink({ vehicle }: { vehicle: ReportVehicle }) {
  return (
    <Link component={NextLink} href={`/inventory/${vehicle.id}`}>
      {vehicleText(vehicle)}
    </Link>
  );
}

/** Trend dates as short axis labels ("Oct 5"), calendar days in UTC. */
export function useDayLabel() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language || 'en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    return (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
  }, [i18n.language]);
}
