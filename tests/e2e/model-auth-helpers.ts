import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import type { AnyStateMachine, EventObject } from 'xstate';
import { pathEffects } from '../tools/effects';
import type { ModelPath } from '../tools/model';
import { messageOf } from '../tools/words';

/**
 * What the model-based auth runs share: the server's config, a real token in place of the samples' `tok`, and
 * API calls held until the path's `xstate.done/error.actor.<id>` step answers them, as the path says.
 */

export const DEMO = { email: 'demo@example.com', password: '12345678' };

export async function setConfig(request: APIRequestContext, patch: Record<string, unknown>) {
  const r = await request.put('/__test/config', { data: patch });
  expect(r.ok()).toBe(true);
}

/** A token the server knows, for answers the samples give as `tok` (a made-up token would sign the customer out). */
export async function realToken(request: APIRequestContext): Promise<string> {
  const r = await request.post('/api/v1/auth/login', {
    data: { login_type: 'manual', email_or_phone: DEMO.email, password: DEMO.password, field_type: 'email' },
  });
  return ((await r.json()) as { token: string }).token;
}

export async function openSignIn(page: Page) {
  await page.goto('/home');
  await page.getByTestId('sign-in-button').click();
  const modal = page.getByTestId('auth-modal');
  await expect(modal).toBeVisible();
  return modal;
}

export const stepTitle = (path: ModelPath) =>
  path.steps
    .map((s) =>
      s.event.type
        .replace(/^xstate\.(done|error)\.actor\.(.+)$/, '$2 $1')
        .replace(/^xstate\.after\.(\w+)\..*$/, 'after $1'),
    )
    .join(' → ');

type Answer = EventObject & {
  output?: unknown;
  error?: { message?: string; details?: Array<{ code: string | null; message: string }> };
};

/**
 * Holds the calls of each invoked actor (by id) until `answer` gives them the path's answer: its output as
 * JSON (with `tok` replaced by a real token; `bodies` turns an output into the HTTP answer the edge reads it
 * from), a failure as the platform's 403 with its errors list (one entry for a bare message), or a network
 * failure for "Failed to fetch".
 */
export async function holdCalls(
  page: Page,
  calls: Record<string, RegExp>,
  token: string,
  bodies: Record<string, (output: any) => unknown> = {},
) {
  const held = new Map<string, Route[]>();
  // Actors that call the same endpoint (sign-in, its "yes, it's me" repeat) share one queue, in call order.
  const byUrl = new Map<string, Route[]>();
  for (const [id, url] of Object.entries(calls)) {
    const queue = byUrl.get(url.source) ?? [];
    held.set(id, queue);
    if (byUrl.has(url.source)) continue;
    byUrl.set(url.source, queue);
    await page.route(url, (route) => void queue.push(route));
  }
  return {
    waiting: (id: string) => held.get(id)?.length ?? 0,
    async answer(event: Answer) {
      const [, kind, id] = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type) ?? [];
      const queue = held.get(id!);
      if (!queue) throw new Error(`no call held for ${event.type}`);
      await expect.poll(() => queue.length, `a ${id} call is under way`).toBeGreaterThan(0);
      const route = queue.shift()!;
      if (kind === 'done') {
        const output = bodies[id!] ? bodies[id!]!(event.output) : (event.output ?? {});
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify(output).replaceAll('"tok"', JSON.stringify(token)),
        });
      } else if (event.error?.message === 'Failed to fetch') {
        await route.abort('failed');
      } else {
        const errors = event.error?.details?.length
          ? event.error.details
          : [{ code: 'error', message: event.error?.message ?? 'error' }];
        await route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ errors }) });
      }
    },
  };
}

/** Per step of the path (the start first), the messages the customer sees, as `npm run paths` names them. */
export function notices(machine: AnyStateMachine, path: ModelPath): string[][] {
  return pathEffects(machine, path).map((step) => step.effects.flatMap((e) => messageOf(e, 'en') ?? []));
}
