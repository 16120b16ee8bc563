import { NeedsAttentionScreen } from '../features/needs-attention/needs-attention-screen';
import { withGraphQL } from '../features/sessions/graphql-provider';
import { createGuardedPage, sectionCriteria } from '../layout/create-page';

const { Page, getServerSideProps } = createGuardedPage({
  criteria: sectionCriteria('needs_attention'),
  Screen: withGraphQL(NeedsAttentionScreen),
});

export { getServerSideProps };
export default Page;
