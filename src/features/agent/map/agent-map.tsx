import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { readPublicConfig, type PublicConfig } from '../../../shared/config/public-config';
import { PlainMap } from './plain-map';
import { POINT_COLORS, type AgentMapProps, type MapPointState } from './map-types';

// Leaflet and its stylesheet load only where tiles are configured, and only in the browser.
const TileMap = dynamic(() => import('./tile-map').then((module) => module.TileMap), { ssr: false });

const subscribeToNothing = () => () => {};
const readMapTiles = (): PublicConfig['mapTiles'] => readPublicConfig().mapTiles;
const noTiles = (): PublicConfig['mapTiles'] => undefined;

/** The configured map tiles (MAP_TILE_URL), read from the document once hydrated; none on the server. */
export function useMapTiles(): PublicConfig['mapTiles'] {
  return useSyncExternalStore(subscribeToNothing, readMapTiles, noTiles);
}

const LEGEND: MapPointState[] = ['overdue', 'due', 'later'];

/**
 * Dealers (and a route) on a map: tiles when MAP_TILE_URL is configured, else a plain projected
 * canvas, so the map never shows broken. A figure whose caption is its text alternative; the list
 * beside it is the accessible view of the same dealers.
 */
export function AgentMap(props: AgentMapProps) {
  const { t } = useTranslation();
  // The configuration lives in the document: the server renders the plain map, the browser switches after hydration.
  const tiles = useMapTiles();
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid="agent-map">
      {tiles ? <TileMap {...props} tiles={tiles} /> : <PlainMap {...props} />}
      <Stack component="figcaption" direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        <Typography variant="body2">{props.label}</Typography>
        {LEGEND.map((state) => (
          <Stack key={state} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box aria-hidden="true" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: POINT_COLORS[state] }} />
            <Typography variant="body2">{t(`territoryInsights.map.state.${state}`)}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
