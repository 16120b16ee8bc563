import dynamic from 'next/dynamic';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapTiles } from './agent-map';
import type { LatLng } from './projection';

// Leaflet loads only where tiles are configured, and only in the browser.
const TilePinPicker = dynamic(() => import('./tile-pin-picker').then((module) => module.TilePinPicker), { ssr: false });

export type PinPickerProps = {
  value: LatLng;
  onChange: (point: LatLng) => void;
  /** Names the map for assistive technology. */
  label: string;
};

/**
 * A dealer's pin on a map, moved by dragging it (or clicking where it belongs) or with the arrow
 * keys: on street tiles when MAP_TILE_URL is configured, else on a plain grid around where the pin
 * started, with a scale. The latitude and longitude fields beside it follow and stay the exact way.
 */
export function PinPicker(props: PinPickerProps) {
  const tiles = useMapTiles();
  return tiles ? <TilePinPicker {...props} tiles={tiles} /> : <PlainPinPicker {...props} />;
}

const WIDTH = 600;
const HEIGHT = 240;
/** North–south span of the plain picker, in degrees: about 1.4 miles. */
const SPAN_DEGREES = 0.02;
const MILES_PER_DEGREE_LATITUDE = 69.05;
/** An arrow key moves the pin this many screen units (about 90 m); with Shift, five times as far. */
const KEY_STEP_UNITS = 10;

function PlainPinPicker({ value, onChange, label }: PinPickerProps) {
  const { t } = useTranslation();
  // The frame stays where the pin started, so dragging moves the pin, not the map.
  const [center] = useState(value);
  const dragging = useRef(false);
  const degreesPerUnit = SPAN_DEGREES / HEIGHT;
  const longitudeScale = Math.cos((center.latitude * Math.PI) / 180);
  const project = (point: LatLng) => ({
    x: WIDTH / 2 + ((point.longitude - center.longitude) * longitudeScale) / degreesPerUnit,
    y: HEIGHT / 2 - (point.latitude - center.latitude) / degreesPerUnit,
  });
  const unproject = (x: number, y: number): LatLng => ({
    latitude: center.latitude + (HEIGHT / 2 - y) * degreesPerUnit,
    longitude: center.longitude + ((x - WIDTH / 2) * degreesPerUnit) / longitudeScale,
  });
  const pointAt = (event: PointerEvent<SVGSVGElement>) => {
    const matrix = event.currentTarget.getScreenCTM();
    if (!matrix) return;
    const local = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    onChange(unproject(Math.max(0, Math.min(WIDTH, local.x)), Math.max(0, Math.min(HEIGHT, local.y))));
  };
  const pin = project(value);
  const start = project(center);
  const unitsPerMile = 1 / (degreesPerUnit * MILES_PER_DEGREE_LATITUDE);
  const keyMoves: Record<string, [number, number]> = {
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const step = KEY_STEP_UNITS * (event.shiftKey ? 5 : 1);
    onChange(unproject(pin.x + move[0] * step, pin.y + move[1] * step));
  };
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="application"
      aria-label={label}
      aria-roledescription={t('dealerLocation.pinMap')}
      tabIndex={0}
      data-testid="pin-picker"
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        pointAt(event);
      }}
      onPointerMove={(event) => dragging.current && pointAt(event)}
      onPointerUp={() => (dragging.current = false)}
      onKeyDown={onKeyDown}
      style={{
        width: '100%',
        height: 'auto',
        display: 'block',
        background: '#eef3f7',
        borderRadius: 8,
        touchAction: 'none',
        cursor: 'crosshair',
      }}
    >
      {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((column) => (
        <line
          key={`x${column}`}
          x1={(column * WIDTH) / 10}
          y1={0}
          x2={(column * WIDTH) / 10}
          y2={HEIGHT}
          stroke="#d5dee6"
        />
      ))}
      {[1, 2, 3].map((row) => (
        <line key={`y${row}`} x1={0} y1={(row * HEIGHT) / 4} x2={WIDTH} y2={(row * HEIGHT) / 4} stroke="#d5dee6" />
      ))}
      <g aria-hidden="true">
        <line x1={start.x - 6} y1={start.y} x2={start.x + 6} y2={start.y} stroke="#78909c" strokeWidth={2} />
        <line x1={start.x} y1={start.y - 6} x2={start.x} y2={start.y + 6} stroke="#78909c" strokeWidth={2} />
      </g>
      <g data-testid="pin-picker-pin" transform={`translate(${pin.x} ${pin.y})`}>
        <path
          d="M0 0 C -4 -10 -10 -14 -10 -22 A 10 10 0 1 1 10 -22 C 10 -14 4 -10 0 0 Z"
          fill="#c62828"
          stroke="#fff"
          strokeWidth={2}
        />
        <circle cx={0} cy={-22} r={3.5} fill="#fff" />
      </g>
      <g transform={`translate(14, ${HEIGHT - 14})`}>
        <line x1={0} y1={0} x2={unitsPerMile / 4} y2={0} stroke="#263238" strokeWidth={2} />
        <text x={unitsPerMile / 4 + 6} y={0} dy="0.3em" fontSize={12} fill="#263238">
          {t('dealerLocation.pinScale')}
        </text>
      </g>
    </svg>
  );
}
