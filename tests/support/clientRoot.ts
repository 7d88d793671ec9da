// A React root in the test DOM (happy-dom) for client-component tests, and a way to let their effects run.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'

/** A root on a fresh element in the document, with React's act() environment switched on. */
export function createTestRoot(tagName: 'div' | 'form' = 'div'): { root: Root; container: HTMLElement } {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const container = document.createElement(tagName)
  document.body.append(container)
  return { root: createRoot(container), container }
}

export function removeTestRoot(root: Root, container: HTMLElement): void {
  act(() => root.unmount())
  container.remove()
}

/** Lets effects, fetches and short timers run: twenty rounds of a few milliseconds inside act(). */
export async function settle(stepMs = 5): Promise<void> {
  for (let i = 0; i < 20; i++) await act(() => new Promise((resolve) => setTimeout(resolve, stepMs)))
}

/**
 * The browser's IntersectionObserver, faked at its boundary for tests that are not about it: every observed
 * element is in view at once. Stub it with `vi.stubGlobal('IntersectionObserver', InViewObserver)`.
 */
export class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never),
    )
  }
  unobserve() {}
  disconnect() {}
}

/**
 * The browser's IntersectionObserver, faked at its boundary for tests about it: `Observer` records what each
 * observer was made with; `report` tells every observer whether its element is in view. Stub it with
 * `vi.stubGlobal('IntersectionObserver', fake.Observer)`.
 */
export function controlledIntersectionObserver() {
  const observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = []
  class Observer {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observed.push({ callback, options })
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  const report = (isIntersecting: boolean) => {
    for (const { callback } of observed)
      callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)
  }
  return { Observer, observed, report }
}
