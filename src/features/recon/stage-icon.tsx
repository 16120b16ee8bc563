import Build from '@mui/icons-material/Build';
import CarRepair from '@mui/icons-material/CarRepair';
import CleaningServices from '@mui/icons-material/CleaningServices';
import Flag from '@mui/icons-material/Flag';
import LocalShipping from '@mui/icons-material/LocalShipping';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Search from '@mui/icons-material/Search';
import Storefront from '@mui/icons-material/Storefront';
import { stageIconKey, type StageIconKey } from './board-view';

const ICONS: Record<StageIconKey, typeof Flag> = {
  incoming: LocalShipping,
  inspection: Search,
  estimate: RequestQuote,
  mechanical: Build,
  body: CarRepair,
  detail: CleaningServices,
  photos: PhotoCamera,
  frontline: Storefront,
  stage: Flag,
};

/** A stage's icon (shown with the showReconIcons preference); decorative, the stage's name is beside it. */
export function StageIcon({ stage }: { stage: { name: string; isFrontLine: boolean } }) {
  const Icon = ICONS[stageIconKey(stage)];
  return <Icon fontSize="small" color="action" aria-hidden />;
}
