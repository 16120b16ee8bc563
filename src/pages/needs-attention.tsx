import { createAreaPage } from '../features/areas/area-page';
import { sectionCriteria } from '../layout/create-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'needs_attention', criteria: sectionCriteria('needs_attention') });

export { getServerSideProps };
export default Page;
