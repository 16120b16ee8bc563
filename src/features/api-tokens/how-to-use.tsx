import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The curl line that proves a token works against this origin's graph. */
export function exampleCurl(origin: string): string {
  return `curl -H "Authorization: Bearer <token>" -H "content-type: application/json" -d '{"query":"{ organization { name } }"}' ${origin}/api/graphql`;
}

/** How to call the GraphQL API with a token, and where its schema is. */
export function HowToUse() {
  const { t } = useTranslation();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Card>
      <CardHeader slotProps={{ title: { component: 'h2' } }} title={t('apiTokens.howTitle')} />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('apiTokens.howBody')}
        </Typography>
        <Box
          component="pre"
          aria-label={t('apiTokens.howExample')}
          sx={{
            m: 0,
            p: 2,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: 13,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
          }}
        >
          {exampleCurl(origin)}
        </Box>
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {t('apiTokens.schemaBefore')}{' '}
          <Link href="/api/graphql/schema.graphql" target="_blank" rel="noopener">
            /api/graphql/schema.graphql
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('apiTokens.scopesExplained')}
        </Typography>
      </CardContent>
    </Card>
  );
}
