import { createAreaPage } from '../features/areas/area-page';
import { sectionCriteria } from '../layout/create-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'reports', criteria: sectionCriteria('reports') });

export { getServerSideProps };
export default Page;
