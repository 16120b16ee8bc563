import { createAreaPage } from '../features/areas/area-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'dealer_insights', criteria: {} });

export { getServerSideProps };
export default Page;
