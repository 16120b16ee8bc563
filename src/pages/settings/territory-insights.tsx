import { createAreaPage, sectionCriteria } from '../../features/areas/area-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'territory_insights_settings', criteria: sectionCriteria('territory_insights_settings') });

export { getServerSideProps };
export default Page;
