import 'leaflet/dist/leaflet.css';
import type { Map as LeafletMap, Marker } from 'leaflet';
import { useEffect, useRef } from 'react';
import type { PinPickerProps } from './pin-picker';

/** The pin on street tiles: a draggable marker (a styled element, no marker images to serve); a click puts it there. */
export function TilePinPicker({
  value,
  onChange,
  label,
  tiles,
}: PinPickerProps & { tiles: { url: string; attribution: string } }) {
  const container = useRef<HTMLDivElement>(null);
  const marker = useRef<Marker | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const initial = useRef(value);
  useEffect(() => {
    let map: LeafletMap | undefined;
    let cancelled = false;
    void import('leaflet').then(({ default: L }) => {
      if (cancelled || !container.current) return;
      const start = [initial.current.latitude, initial.current.longitude] as [number, number];
      map = L.map(container.current, { attributionControl: true }).setView(start, 16);
      map.attributionControl.setPrefix(false);
      L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
      // Styled through the DOM, not an inline style attribute, which the Content-Security-Policy refuses.
      const dot = document.createElement('span');
      Object.assign(dot.style, {
        display: 'block',
        width: '20px',
        height: '20px',
        borderRadius: '50%',
        background: '#c62828',
        border: '3px solid #fff',
        boxShadow: '0 1px 4px rgba(0,0,0,.5)',
      });
      const icon = L.divIcon({ className: '', html: dot, iconSize: [20, 20], iconAnchor: [10, 10] });
      marker.current = L.marker(start, { draggable: true, icon, title: label, alt: label }).addTo(map);
      const report = (point: { lat: number; lng: number }) =>
        changed.current({ latitude: point.lat, longitude: point.lng });
      marker.current.on('dragend', () => report(marker.current!.getLatLng()));
      map.on('click', (event) => {
        marker.current?.setLatLng(event.latlng);
        report(event.latlng);
      });
    });
    return () => {
      cancelled = true;
      map?.remove();
      marker.current = null;
    };
  }, [tiles, label]);
  // Typed coordinates move the pin too.
  useEffect(() => {
    marker.current?.setLatLng([value.latitude, value.longitude]);
  }, [value.latitude, value.longitude]);
  return (
    <div
      ref={container}
      aria-label={label}
      role="region"
      style={{ width: '100%', height: 240, borderRadius: 8 }}
      className="lotwise-pin-map"
    />
  );
}
