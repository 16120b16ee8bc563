import { createAreaPage, sectionCriteria } from '../features/areas/area-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'reports', criteria: sectionCriteria('reports') });

export { getServerSideProps };
export default Page;
