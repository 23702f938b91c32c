import { act, StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

// For the browser tests (`*.browser.test.tsx`), on React's development build as `npm start` serves
// it. act() waits for React's work only where React is told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted = new Set<Root>();
afterEach(() => {
  for (const root of mounted) {
    act(() => {
      root.unmount();
    });
  }
  mounted.clear();
  document.body.replaceChildren();
});

export interface StrictMount {
  /** The element it renders into, in the page's body. */
  container: HTMLElement;
  /** Renders `tree` under StrictMode (each mount's effects run twice), and waits for React's work. */
  render(tree: ReactNode): void;
  unmount(): void;
}

/** A React root in the page: unmounted, and the page emptied, after each test. */
export function strictMount(): StrictMount {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.add(root);
  return {
    container,
    render: (tree) => {
      act(() => {
        root.render(<StrictMode>{tree}</StrictMode>);
      });
    },
    unmount: () => {
      mounted.delete(root);
      act(() => {
        root.unmount();
      });
    },
  };
}
