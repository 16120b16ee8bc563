import { createAreaPage, sectionCriteria } from '../features/areas/area-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'transportation', criteria: sectionCriteria('transportation') });

export { getServerSideProps };
export default Page;
