import { createAreaPage, sectionCriteria } from '../features/areas/area-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'needs_attention', criteria: sectionCriteria('needs_attention') });

export { getServerSideProps };
export default Page;
