import { Suspense, act, lazy, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serverDrawn, whenOwned } from '../../src/ui/serverDrawn';
import { serverControls } from '../../src/ui/serverControls';

function Menu() {
  return <button type="button">Restaurants</button>;
}

/** The page as the server drew it: a header, a part hydrated later, and a description given as raw HTML. */
function Page({ Later }: { Later: ComponentType }) {
  return (
    <main>
      <h1>Demo Mart</h1>
      <Suspense fallback={null}>
        <Later />
      </Suspense>
      <div dangerouslySetInnerHTML={{ __html: '<p>Fresh <a href="/x">bananas</a></p>' }} />
    </main>
  );
}

describe('core §2 A server-rendered page takes taps once React owns everything the server drew', () => {
  it('a part still waiting for its code keeps the page from taking taps; once hydrated, it takes them', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page Later={Menu} />);
    document.body.appendChild(container);
    let deliver: () => void = () => {};
    const code = new Promise<{ default: () => ReactElement }>((resolve) => {
      deliver = () => resolve({ default: Menu });
    });
    const Later = lazy(() => code);
    const owned = serverDrawn(container, serverControls(container), () => true);
    expect(owned()).toBe(false);
    await act(async () => {
      hydrateRoot(container, <Page Later={Later} />);
    });
    // The header and the raw description are React's (or never will be); the menu's button is not yet.
    expect(container.querySelector('button')?.textContent).toBe('Restaurants');
    expect(owned()).toBe(false);
    await act(async () => {
      deliver();
      await code;
    });
    expect(owned()).toBe(true);
    await expect(whenOwned(owned)).resolves.toBeUndefined();
    container.remove();
  });

  it('a control further down the page than the screen reaches does not hold the page', () => {
    const container = document.createElement('div');
    container.innerHTML = '<main><button type="button">Load more</button></main>';
    document.body.appendChild(container);
    expect(serverDrawn(container, serverControls(container), () => true)()).toBe(false);
    expect(serverDrawn(container, serverControls(container), () => false)()).toBe(true);
    container.remove();
  });

  it('a page drawn again instead of hydrated (its elements replaced) holds nothing back', () => {
    const container = document.createElement('div');
    container.innerHTML = '<main><a href="/home">Demo Mart</a></main>';
    const owned = serverDrawn(container, serverControls(container), () => true);
    container.replaceChildren();
    expect(owned()).toBe(true);
  });
});
