import { ErrorPage } from '../layout/error-page';
import type { LotwisePage } from '../layout/page';

/** A page the server failed to render (Next sends it with HTTP 500). */
const ServerErrorPage: LotwisePage = () => <ErrorPage kind="serverError" />;
// The error page picks its own frame: the shell when signed in, the public card otherwise.
ServerErrorPage.withoutLayout = true;

export default ServerErrorPage;
