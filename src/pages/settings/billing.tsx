import { createAreaPage, sectionCriteria } from '../../features/areas/area-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'billing_settings', criteria: sectionCriteria('billing_settings') });

export { getServerSideProps };
export default Page;
