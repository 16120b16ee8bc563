import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One dashboard card: its area's figures and a link to the screen they come from. */
export function DashboardCard(props: {
  testId: string;
  icon: ReactNode;
  title: string;
  href: string;
  linkLabel: string;
  error?: unknown;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card sx={{ height: '100%' }} data-testid={props.testId}>
      <CardHeader
        avatar={props.icon}
        title={props.title}
        slotProps={{ title: { component: 'h2', variant: 'subtitle1' } }}
        action={
          <Button component={NextLink} href={props.href} size="small">
            {props.linkLabel}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {props.error ? <Typography color="error">{t('dashboard.cards.error')}</Typography> : props.children}
      </CardContent>
    </Card>
  );
}

/** The card's figures side by side (two per row on a phone). */
export function CardFigures({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        gap: 2,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * A figure, its label and an optional line under it; a skeleton until `value` is known. The label
 * links to the list behind the figure; `warn` colours a figure that asks for action (aged stock,
 * overdue cars) in the theme's warning colour.
 */
export function CardFigure(props: {
  label: string;
  value: string | undefined;
  hint?: ReactNode;
  testId: string;
  href: string;
  warn?: boolean;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        variant="h5"
        component="p"
        data-testid={props.testId}
        data-tone={props.warn ? 'warning' : undefined}
        sx={{ fontVariantNumeric: 'tabular-nums', color: props.warn ? 'warning.dark' : undefined }}
      >
        {props.value ?? <Skeleton width={56} />}
      </Typography>
      <Link component={NextLink} href={props.href} variant="body2" underline="hover">
        {props.label}
      </Link>
      {props.hint && (
        <Typography variant="caption" color="text.secondary" component="p">
          {props.hint}
        </Typography>
      )}
    </Box>
  );
}
