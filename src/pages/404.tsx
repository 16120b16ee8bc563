import { ErrorPage } from '../layout/error-page';
import type { LotwisePage } from '../layout/page';

/** Any address no page answers (Next sends it with HTTP 404). */
const NotFoundPage: LotwisePage = () => <ErrorPage kind="notFound" />;
// The error page picks its own frame: the shell when signed in, the public card otherwise.
NotFoundPage.withoutLayout = true;

export default NotFoundPage;
