import { StartApplicationPage } from '#web/features/application/index';
import { refinanceStart } from '../model/refinanceStart';

/** /application/refinance (open to everyone): the prequal questions, or the start from a prequal in the URL. */
export default function StartRefinanceApplicationPage() {
  return <StartApplicationPage product={refinanceStart} />;
}
