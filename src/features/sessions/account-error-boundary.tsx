import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

// The retry page is rarely shown: its chunk is not in every page's first load but fetched right
// after mount, so it is at hand when loading the current user fails (the network down included).
const loadAccountErrorPage = () => import('./account-error-page').then((module) => module.AccountErrorPage);
const AccountErrorPage = dynamic(loadAccountErrorPage, { ssr: false });

/** The page's error boundary (SPEC.md section 8): loading the current user failed → retry page. */
export function AccountErrorBoundary({ children }: { children: ReactNode }) {
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => {
    void loadAccountErrorPage();
  }, []);
  return (
    <ErrorBoundary onReset={reset} FallbackComponent={AccountErrorPage}>
      {children}
    </ErrorBoundary>
  );
}
