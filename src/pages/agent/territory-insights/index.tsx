import { createAreaPage } from '../../../features/areas/area-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'agent_territory_insights', criteria: { types: ['agent'] } });

export { getServerSideProps };
export default Page;
