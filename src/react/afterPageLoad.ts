/**
 * Runs `run` in a task of its own once the page has loaded (at once, in the next task, if it already has), so work
 * that can wait neither competes with the page's own requests nor lengthens React's hydration task. Returns a
 * cancel function for effect clean-ups.
 */
export function afterPageLoad(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    timer = setTimeout(run, 0)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    clearTimeout(timer)
  }
}
