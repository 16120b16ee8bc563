export { AgentMap } from './agent-map';
export type { AgentMapProps, MapPoint, MapPointState, LatLng } from './map-types';
