import { createAreaPage, sectionCriteria } from '../../features/areas/area-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'user_settings', criteria: sectionCriteria('user_settings') });

export { getServerSideProps };
export default Page;
