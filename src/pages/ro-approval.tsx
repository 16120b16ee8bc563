import { createAreaPage } from '../features/areas/area-page';
import { sectionCriteria } from '../layout/create-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'roapproval', criteria: sectionCriteria('roapproval') });

export { getServerSideProps };
export default Page;
