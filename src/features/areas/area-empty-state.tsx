import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** An area whose screens are not built yet: says so plainly and names the area. */
export function AreaEmptyState({ titleKey, descriptionKey }: { titleKey: string; descriptionKey: string }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t(titleKey)}
      </Typography>
      <Card>
        <CardContent sx={{ py: 8, textAlign: 'center' }}>
          <ConstructionOutlined sx={{ fontSize: 48, color: 'text.secondary', mb: 2 }} aria-hidden />
          <Typography variant="h6" component="p" gutterBottom>
            {t('area.notBuilt', { area: t(titleKey) })}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
            {t(descriptionKey)}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
