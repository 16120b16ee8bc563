import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppraisalDetailFieldsFragment } from '../../../graphql/generated/operations/AppraisalDetailFields';
import { useFormat } from '../common/format';

// The chart library is large: it loads after the page's first paint.
const ComparablesChart = dynamic(() => import('./comparables-chart').then((module) => module.ComparablesChart), {
  ssr: false,
});

type Valuations = AppraisalDetailFieldsFragment['valuations'];

// The nearest ones first; the rest on request (the chart shows them all).
const FIRST_ROWS = 25;

/** The comparables the valuations rest on: a price-vs-mileage chart and the table of them, nearest first. */
export function ComparablesPanel({ valuations, mileage }: { valuations: Valuations; mileage: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const comparables = valuations.comparables;
  const [all, setAll] = useState(false);
  const rows = all ? comparables : comparables.slice(0, FIRST_ROWS);
  const subjectValue =
    valuations.valuations.find((valuation) => valuation.source === valuations.defaultSource)?.valueCents ?? null;
  return (
    <Box component="section" aria-labelledby="appraisal-comparables" sx={{ mb: 3 }}>
      <Typography id="appraisal-comparables" component="h2" variant="h6">
        {t('appraisals.comparables.title', { count: comparables.length })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('appraisals.comparables.description', { radius: format.number(valuations.radiusMiles) })}
      </Typography>
      {comparables.length === 0 ? (
        <Card sx={{ p: 2 }}>
          <Typography variant="body2">{t('appraisals.comparables.none')}</Typography>
        </Card>
      ) : (
        <Card>
          <Box sx={{ p: 1 }}>
            <ComparablesChart comparables={comparables} subject={{ mileage, valueCents: subjectValue }} />
          </Box>
          {/* Focusable, so a keyboard user can scroll it. */}
          <TableContainer
            tabIndex={0}
            role="region"
            aria-label={t('appraisals.comparables.tableLabel')}
            sx={{ maxHeight: 480 }}
          >
            <Table
              size="small"
              stickyHeader
              aria-label={t('appraisals.comparables.tableLabel')}
              sx={{ minWidth: 880 }}
              data-testid="comparables-table"
            >
              <TableHead>
                <TableRow>
                  <TableCell>{t('appraisals.comparables.vehicle')}</TableCell>
                  <TableCell align="right">{t('appraisals.comparables.distance')}</TableCell>
                  <TableCell align="right">{t('appraisals.comparables.price')}</TableCell>
                  <TableCell align="right">{t('appraisals.comparables.adjustedPrice')}</TableCell>
                  <TableCell align="right">{t('appraisals.comparables.mileage')}</TableCell>
                  <TableCell align="right">{t('appraisals.comparables.daysOnMarket')}</TableCell>
                  <TableCell>{t('appraisals.comparables.source')}</TableCell>
                  <TableCell>{t('appraisals.comparables.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map(({ record, distanceMiles, adjustedPriceCents }) => (
                  <TableRow key={record.id}>
                    <TableCell>
                      {[record.year, record.make, record.model, record.trim].filter(Boolean).join(' ')}
                    </TableCell>
                    <TableCell align="right">
                      {t('appraisals.comparables.miles', { distance: format.decimal(distanceMiles) })}
                    </TableCell>
                    <TableCell align="right">{format.dollars(record.priceCents)}</TableCell>
                    <TableCell align="right">{format.usd(Math.round(adjustedPriceCents / 100))}</TableCell>
                    <TableCell align="right">{format.number(record.mileage)}</TableCell>
                    <TableCell align="right">{format.number(record.daysOnMarket)}</TableCell>
                    <TableCell>{t(`appraisals.recordSource.${record.source}`)}</TableCell>
                    <TableCell>
                      {record.soldOn
                        ? t('appraisals.comparables.soldOn', { date: format.calendarDate(record.soldOn) })
                        : t('appraisals.comparables.listedOn', { date: format.calendarDate(record.lastSeenOn) })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {comparables.length > rows.length && (
            <Box sx={{ p: 1 }}>
              <Button onClick={() => setAll(true)} sx={{ minHeight: 48 }}>
                {t('appraisals.comparables.showAll', { count: comparables.length })}
              </Button>
            </Box>
          )}
        </Card>
      )}
    </Box>
  );
}
