import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';

/** Whether a URL asks for print/PDF mode (SPEC.md section 2: the query parameter pdfMode=true). */
export function isPdfModeUrl(url: string): boolean {
  const query = url.split('#')[0]?.split('?')[1] ?? '';
  return new URLSearchParams(query).get('pdfMode') === 'true';
}

export function usePdfMode(): boolean {
  return isPdfModeUrl(useRouter().asPath);
}

/**
 * The page alone, laid out for the browser's print-to-PDF: no navigation, app bar, customizer
 * or widgets; light background and A4-friendly margins.
 */
export function PrintLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyles styles={{ '@page': { margin: '16mm' }, body: { background: '#fff' } }} />
      <Box component="main" id="main-content" data-pdf-mode sx={{ p: { xs: 2, print: 0 }, maxWidth: 1100, mx: 'auto' }}>
        {children}
      </Box>
    </>
  );
}
