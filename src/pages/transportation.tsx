import { createAreaPage } from '../features/areas/area-page';
import { sectionCriteria } from '../layout/create-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'transportation', criteria: sectionCriteria('transportation') });

export { getServerSideProps };
export default Page;
