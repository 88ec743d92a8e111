import { createContext, useContext } from 'react';
import type { chatMachine } from '../../../machines/inbox/chat.machine';
import { useReady, type LazyActor } from '../../flows/lazyActor';

/** The chat flow with its edge (src/app/chatFlows.ts), loaded the first time a thread opens. */
export const ChatLogicContext = createContext<LazyActor<typeof chatMachine> | null>(null);

export function useChatLogic(): typeof chatMachine {
  const lazy = useContext(ChatLogicContext);
  if (!lazy) throw new Error('ChatLogicContext is missing');
  return useReady(lazy);
}
