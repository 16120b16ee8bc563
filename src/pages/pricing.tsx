import { createAreaPage, sectionCriteria } from '../features/areas/area-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'pricing', criteria: sectionCriteria('pricing') });

export { getServerSideProps };
export default Page;
