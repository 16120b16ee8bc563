import { createAreaPage } from '../features/areas/area-page';
import { sectionCriteria } from '../layout/create-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'pricing', criteria: sectionCriteria('pricing') });

export { getServerSideProps };
export default Page;
