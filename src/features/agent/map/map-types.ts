import type { LatLng } from './projection';

export type { LatLng };

/** How a dealer's marker is coloured: its due state by cadence. */
export type MapPointState = 'overdue' | 'due' | 'later';

export type MapPoint = LatLng & {
  id: string;
  name: string;
  state: MapPointState;
  priority: 'P1' | 'P2' | 'P3';
  /** The stop's number on a route (1-based); drawn inside the marker. */
  stopNumber?: number;
};

export type AgentMapProps = {
  points: MapPoint[];
  /** The route's polyline in driving order (start, stops, end). */
  route?: LatLng[];
  start?: LatLng;
  /** Names the map for assistive technology: what the list beside it shows. */
  label: string;
  /** Pixel height of the map; its width follows the container. */
  height?: number;
};

export const POINT_COLORS: Record<MapPointState, string> = {
  overdue: '#c62828',
  due: '#ef6c00',
  later: '#2e7d32',
};

/** Larger markers for higher priorities, so P1 stands out without a legend. */
export const POINT_RADIUS: Record<MapPoint['priority'], number> = { P1: 10, P2: 8, P3: 6.5 };
export const ROUTE_COLOR = '#1565c0';
export const START_COLOR = '#263238';
