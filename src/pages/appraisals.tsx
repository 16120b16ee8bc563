import { createAreaPage } from '../features/areas/area-page';
import { sectionCriteria } from '../layout/create-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'appraisals', criteria: sectionCriteria('appraisals') });

export { getServerSideProps };
export default Page;
