import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { POINT_COLORS, POINT_RADIUS, ROUTE_COLOR, START_COLOR, type AgentMapProps } from './map-types';

type TileMapProps = AgentMapProps & { tiles: { url: string; attribution: string } };

/**
 * The map on OpenStreetMap-compatible tiles. Leaflet touches `window` when imported, so it is
 * loaded here, in the browser only; markers are vector circles (no marker images to serve).
 */
export function TileMap({ points, route, start, tiles, height = 320 }: TileMapProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let map: LeafletMap | undefined;
    let cancelled = false;
    void import('leaflet').then(({ default: L }) => {
      if (cancelled || !container.current) return;
      map = L.map(container.current, { keyboard: false, attributionControl: true });
      map.attributionControl.setPrefix(false);
      L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
      if (route && route.length > 1) {
        L.polyline(
          route.map((point) => [point.latitude, point.longitude] as [number, number]),
          { color: ROUTE_COLOR, weight: 4, opacity: 0.8, interactive: false },
        ).addTo(map);
      }
      for (const point of points) {
        const marker = L.circleMarker([point.latitude, point.longitude], {
          radius: point.stopNumber === undefined ? POINT_RADIUS[point.priority] : 11,
          color: '#fff',
          weight: 2,
          fillColor: POINT_COLORS[point.state],
          fillOpacity: 1,
          interactive: false,
        }).addTo(map);
        if (point.stopNumber !== undefined) {
          marker.bindTooltip(String(point.stopNumber), {
            permanent: true,
            direction: 'center',
            className: 'lotwise-stop-number',
          });
        }
      }
      if (start) {
        L.circleMarker([start.latitude, start.longitude], {
          radius: 7,
          color: '#fff',
          weight: 2,
          fillColor: START_COLOR,
          fillOpacity: 1,
          interactive: false,
        }).addTo(map);
      }
      const all = [...points, ...(route ?? []), ...(start ? [start] : [])].map(
        (point) => [point.latitude, point.longitude] as [number, number],
      );
      if (all.length > 0) map.fitBounds(L.latLngBounds(all), { padding: [24, 24], maxZoom: 13 });
      else map.setView([39.8, -98.6], 4);
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [points, route, start, tiles]);
  return <div ref={container} style={{ width: '100%', height, borderRadius: 8 }} />;
}
