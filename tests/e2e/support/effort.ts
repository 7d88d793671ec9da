// Issue #32's figure: an editor's effort in a journey, counted as a person spends it. A click, a field typed into (a
// click and its characters), and the scrolling each target needs first: how far it lies outside its window.
import test, { type Locator } from '@playwright/test'

export interface EditorEffort {
  clicks: number
  keystrokes: number
  /** CSS pixels scrolled to bring each target into view before acting on it. */
  scrolled: number
}

export function effortCounter() {
  const effort: EditorEffort = { clicks: 0, keystrokes: 0, scrolled: 0 }
  const reach = async (target: Locator) => {
    await target.waitFor()
    // Measured once the target has stopped moving (the admin's own scrolling to a selected block settles first).
    effort.scrolled += await target.evaluate(async (element) => {
      const view = element.ownerDocument.defaultView!
      const frame = () => new Promise((resolve) => view.requestAnimationFrame(resolve))
      let last = ''
      for (let still = 0, frames = 0; still < 5 && frames < 120; frames += 1) {
        await frame()
        const { top, bottom } = element.getBoundingClientRect()
        const now = `${top}:${bottom}`
        still = now === last ? still + 1 : 0
        last = now
      }
      const { top, bottom } = element.getBoundingClientRect()
      return Math.round(Math.max(0, -top, bottom - view.innerHeight))
    })
  }
  return {
    effort,
    click: async (target: Locator) => {
      await reach(target)
      effort.clicks += 1
      await target.click()
    },
    type: async (target: Locator, text: string) => {
      await reach(target)
      effort.clicks += 1
      await target.click()
      effort.keystrokes += text.length
      await target.fill(text)
    },
    /** Prints the figure and hands it to the bench (bench/editors.ts reads the annotation). */
    report: (journey: string) => {
      console.log(
        `${journey}: ${effort.clicks} clicks, ${effort.keystrokes} keystrokes, ${effort.scrolled} px scrolled`,
      )
      test.info().annotations.push({ type: 'effort', description: JSON.stringify(effort) })
    },
  }
}
