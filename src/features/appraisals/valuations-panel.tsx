import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AppraisalDetailFieldsFragment } from '../../../graphql/generated/operations/AppraisalDetailFields';
import { useFormat } from '../common/format';

type Valuations = AppraisalDetailFieldsFragment['valuations'];

/**
 * The four valuations side by side, each with where it came from: low–high, as-of date, method,
 * records used; a low-confidence or fallback value marked; the organization's default source first
 * in the reader's eye (outlined in the primary colour).
 */
export function ValuationsPanel({ valuations, frozenAt }: { valuations: Valuations; frozenAt: string | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  // Guide values are read in whole dollars, as the books print them.
  const dollars = (cents: number) => format.usd(Math.round(cents / 100));
  return (
    <Box component="section" aria-labelledby="appraisal-valuations" sx={{ mb: 3 }}>
      <Typography id="appraisal-valuations" component="h2" variant="h6">
        {t('appraisals.valuations.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {frozenAt
          ? t('appraisals.valuations.frozen', {
              date: format.dateTime(frozenAt),
              radius: format.number(valuations.radiusMiles),
            })
          : t('appraisals.valuations.live', {
              date: format.calendarDate(valuations.asOf),
              radius: format.number(valuations.radiusMiles),
            })}
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, gap: 2 }}
      >
        {valuations.valuations.map((valuation) => {
          const isDefault = valuation.source === valuations.defaultSource;
          const { provenance } = valuation;
          return (
            <Card
              key={valuation.source}
              data-testid={`valuation-${valuation.source}`}
              sx={{
                p: 2,
                borderWidth: isDefault ? 2 : 1,
                borderStyle: 'solid',
                borderColor: isDefault ? 'primary.main' : 'divider',
              }}
            >
              <Box
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center', minHeight: 24 }}
              >
                <Typography component="h3" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                  {t(`appraisals.source.${valuation.source}`)}
                </Typography>
                {isDefault && <Chip size="small" color="primary" label={t('appraisals.valuations.default')} />}
              </Box>
              <Typography
                variant="h5"
                component="p"
                sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', mt: 0.5 }}
                data-testid="valuation-value"
              >
                {valuation.valueCents == null ? t('appraisals.valuations.none') : dollars(valuation.valueCents)}
              </Typography>
              {valuation.lowCents != null && valuation.highCents != null && (
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {t('appraisals.valuations.range', {
                    low: dollars(valuation.lowCents),
                    high: dollars(valuation.highCents),
                  })}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                {t('appraisals.valuations.provenance', {
                  date: format.calendarDate(valuation.asOf),
                  count: provenance.recordsUsed,
                })}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {provenance.method}
              </Typography>
              {(provenance.lowConfidence || provenance.fallback) && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
                  {provenance.lowConfidence && (
                    <Chip
                      size="small"
                      color="warning"
                      variant="outlined"
                      icon={<WarningAmberOutlined />}
                      label={t('appraisals.valuations.lowConfidence')}
                    />
                  )}
                  {provenance.fallback && (
                    <Chip
                      size="small"
                      color="warning"
                      variant="outlined"
                      label={t('appraisals.valuations.fallback', { reason: provenance.fallbackReason ?? '' })}
                    />
                  )}
                </Box>
              )}
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
