import { createAreaPage } from '../features/areas/area-page';
import { sectionCriteria } from '../layout/create-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'recon', criteria: sectionCriteria('recon') });

export { getServerSideProps };
export default Page;
