import type { NextPageContext } from 'next';
import { ErrorPage } from '../layout/error-page';
import type { LotwisePage } from '../layout/page';

type ErrorProps = { statusCode: number };

/**
 * The statuses 404.tsx and 500.tsx do not cover (a malformed address, an error thrown while the
 * browser renders), so Next's bare default page never shows. A 4xx is an address problem.
 */
const StatusErrorPage: LotwisePage<ErrorProps> = ({ statusCode }) => (
  <ErrorPage kind={statusCode < 500 ? 'notFound' : 'serverError'} />
);
StatusErrorPage.withoutLayout = true;
StatusErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorProps => ({
  statusCode: res?.statusCode ?? err?.statusCode ?? 500,
});

export default StatusErrorPage;
