import { createAreaPage, sectionCriteria } from '../features/areas/area-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'recon', criteria: sectionCriteria('recon') });

export { getServerSideProps };
export default Page;
