import type { chatMachine } from '../../../machines/inbox/chat.machine';
import { useReady, type LazyActor } from '../../flows/lazyActor';
import { flowContext } from '../../flows/flowContext';

/** The chat flow with its edge (src/app/chatFlows.ts), loaded the first time a thread opens. */
export const [ChatLogicContext, useChatLoader] = flowContext<LazyActor<typeof chatMachine>>('ChatLogicContext');

export const useChatLogic = (): typeof chatMachine => useReady(useChatLoader());
