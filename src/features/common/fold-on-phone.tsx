import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';

/**
 * A section that a phone folds under its title, so the page's own content (the cars) comes first;
 * wider screens show it as it is. Content renders in the browser only, so the width is read at once.
 */
export function FoldOnPhone({ title, children }: { title: string; children: ReactNode }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const id = useId();
  if (!phone) return children;
  return (
    // Its title is a section heading of the page, under the page's h1.
    <Accordion disableGutters variant="outlined" sx={{ mb: 2 }} slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMore />} id={`${id}-title`} aria-controls={`${id}-content`}>
        <Typography variant="subtitle2" component="span">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>{children}</AccordionDetails>
    </Accordion>
  );
}
