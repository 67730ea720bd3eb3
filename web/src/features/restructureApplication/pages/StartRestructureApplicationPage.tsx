import { StartApplicationPage } from '#web/features/application/index';
import { restructureStart } from '../model/restructureStart';

/** /application/partner (open to everyone): the partnership's prequal questions, or the start from a prequal in the URL. */
export default function StartRestructureApplicationPage() {
  return <StartApplicationPage product={restructureStart} />;
}
