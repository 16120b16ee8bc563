// Defaults of a route request, shared by the planner's service and the map-my-route screen.

/** Minutes at a dealer when the stop does not say. */
export const ROUTE_VISIT_MINUTES = 30;
/** The working day the screen proposes: 8:00 to 17:00. */
export const ROUTE_DAY_START_MINUTE = 8 * 60;
export const ROUTE_DAY_END_MINUTE = 17 * 60;
/** The most stops the screen proposes to serve. */
export const ROUTE_DEFAULT_MAX_STOPS = 12;

/** "HH:MM" (24-hour) as minutes after midnight, or null when it is not a time. */
export function minuteOfTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** Minutes after midnight as "HH:MM" (24-hour). */
export function timeOfMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
