import { createAreaPage, sectionCriteria } from '../features/areas/area-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'roapproval', criteria: sectionCriteria('roapproval') });

export { getServerSideProps };
export default Page;
