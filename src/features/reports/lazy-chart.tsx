import dynamic from 'next/dynamic';
import { SectionLoading } from '../common/loading';

/** The chart library loads with the first chart, not with the page. */
export const LazyReportChart = dynamic(() => import('./report-chart').then((module) => module.ReportChart), {
  ssr: false,
  loading: () => <SectionLoading />,
});
