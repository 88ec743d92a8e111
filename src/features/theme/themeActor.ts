import type { ActorRefFrom } from 'xstate';
import { flowContext } from '../../flows/flowContext';
import type { themeMachine } from '../../../machines/theme/theme.machine';

export type ThemeActor = ActorRefFrom<typeof themeMachine>;

export const [ThemeActorContext, useThemeActor] = flowContext<ThemeActor>('ThemeActorContext');
