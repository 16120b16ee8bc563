import { useTranslation } from 'react-i18next';
import { fitProjection, scaleBar } from './projection';
import { POINT_COLORS, POINT_RADIUS, ROUTE_COLOR, START_COLOR, type AgentMapProps } from './map-types';

const WIDTH = 600;
const HEIGHT = 400;
const PADDING = 28;

/** The map without tiles: the points projected on a plain canvas, with a scale bar. */
export function PlainMap({ points, route, start, label, height = 320 }: AgentMapProps) {
  const { t } = useTranslation();
  const { project, milesPerUnit } = fitProjection(
    [...points, ...(route ?? []), ...(start ? [start] : [])],
    WIDTH,
    HEIGHT,
    PADDING,
  );
  const bar = scaleBar(milesPerUnit, WIDTH / 4);
  const routePath = (route ?? []).map((point) => {
    const { x, y } = project(point);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const startAt = start && project(start);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={label}
      style={{ width: '100%', height, display: 'block', background: '#eef3f7', borderRadius: 8 }}
    >
      {routePath.length > 1 && (
        <polyline
          points={routePath.join(' ')}
          fill="none"
          stroke={ROUTE_COLOR}
          strokeWidth={3}
          strokeLinejoin="round"
          opacity={0.8}
        />
      )}
      {points.map((point) => {
        const { x, y } = project(point);
        const radius = point.stopNumber === undefined ? POINT_RADIUS[point.priority] : 11;
        return (
          <g key={point.id} data-testid="map-point">
            <title>{point.name}</title>
            <circle cx={x} cy={y} r={radius} fill={POINT_COLORS[point.state]} stroke="#fff" strokeWidth={2} />
            {point.stopNumber !== undefined && (
              <text x={x} y={y} dy="0.35em" textAnchor="middle" fontSize={11} fontWeight={700} fill="#fff">
                {point.stopNumber}
              </text>
            )}
          </g>
        );
      })}
      {startAt && (
        <g data-testid="map-start">
          <title>{t('territoryInsights.map.start')}</title>
          <rect
            x={startAt.x - 7}
            y={startAt.y - 7}
            width={14}
            height={14}
            fill={START_COLOR}
            stroke="#fff"
            strokeWidth={2}
            transform={`rotate(45 ${startAt.x} ${startAt.y})`}
          />
        </g>
      )}
      <g transform={`translate(${PADDING / 2}, ${HEIGHT - PADDING / 2})`} data-testid="map-scale">
        <line x1={0} y1={0} x2={bar.units} y2={0} stroke="#263238" strokeWidth={2} />
        <line x1={0} y1={-5} x2={0} y2={0} stroke="#263238" strokeWidth={2} />
        <line x1={bar.units} y1={-5} x2={bar.units} y2={0} stroke="#263238" strokeWidth={2} />
        <text x={bar.units + 6} y={0} dy="0.3em" fontSize={12} fill="#263238">
          {t('territoryInsights.map.scale', { count: bar.miles })}
        </text>
      </g>
    </svg>
  );
}
