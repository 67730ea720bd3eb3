import { transitionRestructure } from '#core/partnership/index';
import type { RestructureApplication } from '../../models/RestructureApplication.js';
import { RestructureApplicationEvent } from '../../models/RestructureApplicationEvent.js';
import { stageChangeWriter, type StageActor, type StageChange } from '../application/stageChange.js';

export type { StageActor };

export type StageChangeResult = StageChange<RestructureApplication, RestructureApplicationEvent>;

/** The only way a partnership application's stage changes: core/partnership's transition function decides. */
export const changeStage = stageChangeWriter<
  RestructureApplication['stage'],
  RestructureApplicationEvent['event'],
  RestructureApplication,
  RestructureApplicationEvent
>(transitionRestructure, RestructureApplicationEvent);
