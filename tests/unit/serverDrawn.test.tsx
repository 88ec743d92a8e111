import { Suspense, act, lazy, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { handOverTyped, serverDrawn, takenOver, whenOwned } from '../../src/ui/serverDrawn';
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

/** A search form whose state is the field's text: what the page would search for is shown under it. */
function SearchForm({ onSearch = () => {} }: { onSearch?: (text: string) => void }) {
  const [text, setText] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text);
      }}
    >
      <input type="search" aria-label="Search" value={text} onChange={(e) => setText(e.target.value)} />
      <input type="checkbox" aria-label="Agree" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      <output>{text ? `Searching for ${text}` : 'Nothing to search'}</output>
    </form>
  );
}

describe('core §2 Text typed into a server-drawn field before hydration is the text the page acts on', () => {
  async function typedThenHydrated(typed: string) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchForm />);
    document.body.appendChild(container);
    const field = container.querySelector('input[type=search]') as HTMLInputElement;
    // Typed while the code was on its way: the browser's own field, no React to hear it.
    field.value = typed;
    await act(async () => {
      hydrateRoot(container, <SearchForm />);
    });
    return { container, field, output: () => container.querySelector('output')?.textContent };
  }

  it('hydration alone keeps the text on the screen and the state empty; handed over, the state has it', async () => {
    const { container, field, output } = await typedThenHydrated('burger');
    expect(field.value).toBe('burger');
    expect(output()).toBe('Nothing to search');
    await act(async () => handOverTyped(serverControls(container)));
    expect(output()).toBe('Searching for burger');
    expect(field.value).toBe('burger');
    container.remove();
  });

  it('a field whose text React already has is left alone, and so is a checkbox', async () => {
    const { container, field, output } = await typedThenHydrated('');
    const events: string[] = [];
    container.addEventListener('input', (e) => events.push((e.target as HTMLInputElement).type));
    await act(async () => {
      // As the browser types: past React's setter on the element, then the input event.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, 'tea');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(output()).toBe('Searching for tea');
    events.length = 0;
    await act(async () => handOverTyped(serverControls(container)));
    expect(events).toEqual([]);
    expect(output()).toBe('Searching for tea');
    container.remove();
  });
});

/**
 * The server's search form with `typed` typed into its field and sent with Enter while the code was on its way:
 * public/boot.js has listed the field and held the form.
 */
function typedAndSentEarly(typed: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SearchForm />);
  document.body.appendChild(container);
  const old = container.querySelector('input[type=search]') as HTMLInputElement;
  old.value = typed;
  Reflect.set(window, 'typedEarly', [old, old]);
  Reflect.set(window, 'heldSubmit', old.form);
  return { container, old, searched: [] as string[] };
}

describe("core §2 A page drawn again instead of hydrated keeps what was typed into the server's field", () => {
  it('the text goes into the new field, which takes the focus, and a form sent meanwhile is sent from there', async () => {
    const { container, old, searched } = typedAndSentEarly('tea');
    // Drawn again (another theme than the server's): the server's elements are replaced at the first commit.
    await act(async () => {
      createRoot(container).render(<SearchForm onSearch={(text) => searched.push(text)} />);
    });
    const field = container.querySelector('input[type=search]') as HTMLInputElement;
    expect(field).not.toBe(old);
    expect(field.value).toBe('');
    await act(async () => takenOver(container, []));
    expect(field.value).toBe('tea');
    expect(container.querySelector('output')?.textContent).toBe('Searching for tea');
    expect(document.activeElement).toBe(field);
    expect(searched).toEqual(['tea']);
    expect(Reflect.has(window, 'typedEarly') || Reflect.has(window, 'heldSubmit')).toBe(false);
    container.remove();
  });

  it('a successor drawn only once its data is here gets the text then, and the form sent meanwhile is sent', async () => {
    const { container, searched } = typedAndSentEarly('rice');
    let arrive = () => {};
    const data = new Promise<void>((resolve) => (arrive = resolve));
    function ShownLater() {
      const [shown, setShown] = useState(false);
      useEffect(() => void data.then(() => setShown(true)), []);
      return shown ? <SearchForm onSearch={(text) => searched.push(text)} /> : <p>Loading</p>;
    }
    await act(async () => {
      createRoot(container).render(<ShownLater />);
    });
    await act(async () => takenOver(container, []));
    expect(container.querySelector('input')).toBeNull();
    expect(searched).toEqual([]);
    await act(async () => {
      arrive();
      await data;
    });
    expect(container.querySelector('output')?.textContent).toBe('Searching for rice');
    expect(searched).toEqual(['rice']);
    container.remove();
  });

  it('a field with no successor of the same label loses nothing else, and no form is sent', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<form><input type="search" aria-label="Suchen" value=""></form>';
    document.body.appendChild(container);
    const old = container.querySelector('input') as HTMLInputElement;
    old.value = 'tee';
    Reflect.set(window, 'typedEarly', [old]);
    Reflect.set(window, 'heldSubmit', old.form);
    const searched: string[] = [];
    await act(async () => {
      createRoot(container).render(<SearchForm onSearch={(text) => searched.push(text)} />);
    });
    await act(async () => takenOver(container, []));
    expect(container.querySelector('output')?.textContent).toBe('Nothing to search');
    expect(searched).toEqual([]);
    container.remove();
  });
});
