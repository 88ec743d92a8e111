import { fromPromise } from 'xstate';
import { i18n } from '@lingui/core';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatMachine, type SendInput, type ThreadState } from '../../machines/inbox/chat.machine';
import { api } from '../api/api';
import { unwrap } from '../api/client';
import { formBody } from '../api/formBody';
import { ApiError } from '../api/errors';
import { inboxKey, threadKey, threadQuery, type MessageThread } from '../api/queries/inbox';
import type { ChatTarget } from '../domain/chat';
import { notify } from '../ui/toaster';
import { chatMessages } from '../features/inbox/messages';

/** The edge of the chat flow: the thread through the query cache, multipart sends, toasts. */

const newestOf = (pages: MessageThread[] | undefined): number | null => {
  const ids = (pages ?? []).flatMap((p) => p.messages.map((m) => m.id));
  return ids.length ? Math.max(...ids) : null;
};

export function createChatLogic(queryClient: QueryClient) {
  const read = async ({ input }: { input: { target: ChatTarget } }): Promise<ThreadState> => {
    const data = await queryClient.fetchInfiniteQuery({ ...threadQuery(input.target), staleTime: 0 });
    return { newestId: newestOf(data.pages) };
  };
  return chatMachine.provide({
    actors: {
      loadThread: fromPromise(read),
      pollThread: fromPromise(read),
      sendMessage: fromPromise<ThreadState, SendInput>(async ({ input }) => {
        const form = new FormData();
        if (input.entry.text) form.append('message', input.entry.text);
        form.append('receiver_type', input.partner);
        // Support needs no ids: the server keeps one support conversation per customer.
        if (input.partner !== 'admin') {
          if (input.target.kind === 'conversation') form.append('conversation_id', String(input.target.id));
          else form.append('receiver_id', String(input.receiverId ?? input.target.id));
        }
        if (input.orderId) form.append('order_id', String(input.orderId));
        for (const img of input.entry.images) if (img instanceof Blob) form.append('image[]', img, img.name);
        const page = (await unwrap(api.POST('/api/v1/customer/message/send', formBody(form)))) as MessageThread;
        // The answer is the thread's first page: it replaces page 1, older pages stay.
        queryClient.setQueryData<InfiniteData<MessageThread, number>>(threadKey(input.target), (old) =>
          old ? { ...old, pages: [page, ...old.pages.slice(1)] } : { pages: [page], pageParams: [1] },
        );
        return { newestId: newestOf([page]) };
      }),
    },
    actions: {
      threadChanged: () => void queryClient.invalidateQueries({ queryKey: [...inboxKey, 'conversations'] }),
      notify: () => notify('error', i18n._(chatMessages.tooManyImages)),
      showSendError: (_, { error }) => {
        const text = error instanceof ApiError && error.status > 0 ? error.message : i18n._(chatMessages.notSent);
        notify('error', text, 'chat-send');
      },
    },
  });
}
