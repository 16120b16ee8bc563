import { createAreaPage, sectionCriteria } from '../features/areas/area-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'inventory', criteria: sectionCriteria('inventory') });

export { getServerSideProps };
export default Page;
