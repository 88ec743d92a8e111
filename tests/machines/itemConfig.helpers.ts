import { type ItemConfigContext } from '../../machines/catalog/itemConfig.machine';
import { type StepView } from '../tools/expectations';

export type View = StepView<ItemConfigContext>;

export const notices = (v: View) =>
  v.step.effects.flatMap((e) => (e.kind === 'action' && e.name === 'notify' ? [e.params as Record<string, any>] : []));

export const emitted = (v: View) =>
  v.step.effects.flatMap((e) => (e.kind === 'action' && e.emits !== undefined ? [e.emits as Record<string, any>] : []));
