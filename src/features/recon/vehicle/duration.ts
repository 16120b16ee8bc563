import type { TFunction } from 'i18next';

/** A recon duration as a person reads it: "45 min", "3 h 20 min", "2 d 4 h". */
export function formatDuration(t: TFunction, seconds: number): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return t('reconVehicle.duration.days', { days, hours });
  if (hours > 0) return t('reconVehicle.duration.hours', { hours, minutes: rest });
  return t('reconVehicle.duration.minutes', { minutes: rest });
}
