import { createAreaPage, sectionCriteria } from '../../features/areas/area-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'settings', criteria: sectionCriteria('settings') });

export { getServerSideProps };
export default Page;
