import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../common/format';
import { QueryState } from '../common/loading';
import { useRunList, type RunListVehicle } from './use-sourcing';

/** The maximum bid and the sum it is made of (docs/metrics.md "Sourcing"). */
function BidCell({ vehicle }: { vehicle: RunListVehicle }) {
  const { t } = useTranslation();
  const format = useFormat();
  const bid = vehicle.match?.bid;
  if (!bid) return <TableCell>—</TableCell>;
  return (
    <TableCell>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="max-bid">
        {bid.maxBidCents === null ? t('sourcing.matches.noBid') : format.money(bid.maxBidCents)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {bid.expectedRetailCents === null
          ? t('sourcing.matches.noRetail')
          : t('sourcing.matches.formula', {
              retail: format.money(bid.expectedRetailCents),
              recon: format.money(bid.reconCents),
              gross: format.money(bid.targetGrossCents),
              transport: format.money(bid.transportCents),
              miles: format.number(bid.transportMiles),
              fees: format.money(bid.feesCents),
            })}
        {bid.limitedByMaxPrice && ` ${t('sourcing.matches.limited')}`}
      </Typography>
    </TableCell>
  );
}

/** A run list's vehicles against the buy list: each match's target, score and maximum bid. */
export function RunListMatches({ runListId }: { runListId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [matchedOnly, setMatchedOnly] = useState(true);
  const { runList, query } = useRunList(runListId, matchedOnly);
  const title = runList ? t('sourcing.matches.title', { name: runList.name }) : t('sourcing.matches.loading');
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 1,
            mb: 1,
          }}
        >
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <FormControlLabel
            control={<Switch checked={matchedOnly} onChange={(event) => setMatchedOnly(event.target.checked)} />}
            label={t('sourcing.matches.matchedOnly')}
          />
        </Box>
        {runList && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('sourcing.matches.summary', { matches: runList.matchCount, vehicles: runList.vehicleCount })}
          </Typography>
        )}
        <QueryState
          {...query}
          loadingLabel={t('sourcing.matches.loading')}
          empty={runList?.vehicles.length === 0 && <Typography>{t('sourcing.matches.empty')}</Typography>}
        >
          <TableContainer tabIndex={0} role="region" aria-label={title}>
            <Table size="small" aria-label={title} sx={{ minWidth: 900 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('sourcing.matches.column.run')}</TableCell>
                  <TableCell>{t('sourcing.matches.column.vehicle')}</TableCell>
                  <TableCell align="right">{t('sourcing.matches.column.mileage')}</TableCell>
                  <TableCell align="right">{t('sourcing.matches.column.grade')}</TableCell>
                  <TableCell>{t('sourcing.matches.column.sale')}</TableCell>
                  <TableCell>{t('sourcing.matches.column.target')}</TableCell>
                  <TableCell align="right">{t('sourcing.matches.column.score')}</TableCell>
                  <TableCell>{t('sourcing.matches.column.maxBid')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {runList?.vehicles.map((vehicle) => (
                  <TableRow key={vehicle.id} data-testid="run-list-vehicle">
                    <TableCell>{[vehicle.lane, vehicle.runNumber].filter(Boolean).join(' · ') || '—'}</TableCell>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {[vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ')}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {vehicle.vin}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{format.number(vehicle.mileage)}</TableCell>
                    <TableCell align="right">
                      {vehicle.conditionGrade === null ? '—' : vehicle.conditionGrade.toFixed(1)}
                    </TableCell>
                    <TableCell>
                      {vehicle.auction}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {t('sourcing.matches.saleOn', {
                          day: format.calendarDate(vehicle.saleDate),
                          zip: vehicle.locationZip,
                        })}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {vehicle.match
                        ? `${vehicle.match.target.yearFrom}–${vehicle.match.target.yearTo} ${vehicle.match.target.make} ${vehicle.match.target.model}${vehicle.match.target.trim ? ` ${vehicle.match.target.trim}` : ''}`
                        : t('sourcing.matches.none')}
                    </TableCell>
                    <TableCell align="right">{vehicle.match?.score ?? '—'}</TableCell>
                    <BidCell vehicle={vehicle} />
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </QueryState>
      </CardContent>
    </Card>
  );
}
