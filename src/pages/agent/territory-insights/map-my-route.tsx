import { createAreaPage } from '../../../features/areas/area-page';

const { Page, getServerSideProps } = createAreaPage({ area: 'agent_map_my_route', criteria: { types: ['agent'] } });

export { getServerSideProps };
export default Page;
