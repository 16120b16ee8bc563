import { createAreaPage, sectionCriteria } from '../features/areas/area-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'appraisals', criteria: sectionCriteria('appraisals') });

export { getServerSideProps };
export default Page;
