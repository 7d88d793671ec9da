'use client'
// Issue #32 click-to-edit, the preview's half (the admin's: src/cms/admin/PreviewEditing). Draft mode only: hovering
// a block outlines it and names it; a click selects the innermost block (or the header, footer, top banners) and
// opens it in the admin beside the preview; a field focused there outlines its block here. The selected block has
// a toolbar: insert a block before or after it, move it up or down. The draft preview tab, with no admin beside it,
// links to the edit view at that block instead.
import { useEffect, useReducer, useRef, useState } from 'react'

import {
  adminMessage,
  type ChromeGlobal,
  fromPreview,
  type PreviewMessage,
  rowAncestry,
  splitRowPath,
} from '@/lib/previewEditing'
import { useMounted } from '@/react/useMounted'

export interface PreviewEditingClasses {
  hover: string
  selected: string
  name: string
  toolbar: string
}

const globalKey = 'global:'
const chromeLabels: Record<ChromeGlobal, string> = {
  navigation: 'Header',
  footer: 'Footer',
  'top-banners': 'Top banners',
}

/** The header, the footer and the top banners beside the page's <main> (src/app/(site)/[locale]/layout). */
function markChrome() {
  const main = document.getElementById('main')
  let beforeMain = true
  for (const element of Array.from(main?.parentElement?.children ?? [])) {
    if (element === main) beforeMain = false
    const slug: ChromeGlobal | undefined =
      element.tagName === 'HEADER'
        ? 'navigation'
        : element.tagName === 'FOOTER'
          ? 'footer'
          : element.tagName === 'ASIDE' && beforeMain
            ? 'top-banners'
            : undefined
    if (slug) element.setAttribute('data-edit-global', slug)
  }
}

/** A block's or the chrome's key ("layout.2", "global:footer") for the element or its nearest marked ancestor. */
function keyOf(target: EventTarget | null): string | null {
  const element = target instanceof Element ? target.closest('[data-edit-path], [data-edit-global]') : null
  if (!element) return null
  const path = element.getAttribute('data-edit-path')
  return path ?? `${globalKey}${element.getAttribute('data-edit-global')}`
}

function elementOf(key: string): Element | null {
  return key.startsWith(globalKey)
    ? document.querySelector(`[data-edit-global="${CSS.escape(key.slice(globalKey.length))}"]`)
    : document.querySelector(`[data-edit-path="${CSS.escape(key)}"]`)
}

/** The box of a marked element: a block's marker takes no box itself (`display: contents`), its content does. */
function boxOf(element: Element): DOMRect {
  if (getComputedStyle(element).display !== 'contents') return element.getBoundingClientRect()
  const range = document.createRange()
  range.selectNodeContents(element)
  return range.getBoundingClientRect()
}

function labelOf(key: string, element: Element): string {
  if (key.startsWith(globalKey)) return chromeLabels[key.slice(globalKey.length) as ChromeGlobal] ?? ''
  return element.getAttribute('data-edit-label') ?? ''
}

/** The admin's window beside this preview: Live Preview's parent frame or the window that opened its popup. */
function adminWindow(): Window | null {
  if (window.parent !== window) return window.parent
  const opener = window.opener as Window | null
  try {
    // Only an opener of this origin is the admin (reading its location throws for any other).
    return opener && opener.location.origin === window.location.origin ? opener : null
  } catch {
    return null
  }
}

export function PreviewEditing({ editHref, classes }: { editHref: string; classes: PreviewEditingClasses }) {
  const [hovered, setHovered] = useState<string | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const admin = useMounted() ? adminWindow() : null
  // Scrolling, resizing and the page re-rendering on a save move the outlines: measure again.
  const [, remeasure] = useReducer((count: number) => count + 1, 0)
  const ui = useRef<HTMLDivElement>(null)

  useEffect(() => {
    markChrome()
    const beside = adminWindow()
    const post = (message: PreviewMessage) =>
      beside?.postMessage(fromPreview(message), window.location.origin)
    post({ type: 'ready' })

    const own = (target: EventTarget | null) => target instanceof Node && ui.current?.contains(target)
    const onOver = (event: PointerEvent) => {
      if (!own(event.target)) setHovered(keyOf(event.target))
    }
    const onLeave = () => setHovered(null)
    const onClick = (event: MouseEvent) => {
      if (own(event.target)) return
      const key = keyOf(event.target)
      if (!key) return
      // In the preview a click edits: links and buttons of the page do not navigate away from the draft.
      event.preventDefault()
      event.stopPropagation()
      setSelected(key)
      if (key.startsWith(globalKey))
        post({ type: 'global', slug: key.slice(globalKey.length) as ChromeGlobal })
      else post({ type: 'select', path: key })
    }
    const onMessage = (event: MessageEvent) => {
      const message = adminMessage(event)
      if (!message) return
      // The innermost marked block on the way to the focused field (a field in a slide is in its slide).
      const path = message.path
        ? (rowAncestry(message.path)
            .reverse()
            .find((row) => elementOf(row)) ?? null)
        : null
      setSelected(path)
      const element = path ? elementOf(path) : null
      if (!element) return
      const box = boxOf(element)
      if (box.bottom < 0 || box.top > window.innerHeight) {
        window.scrollTo({ top: window.scrollY + box.top - 80, behavior: 'instant' })
      }
    }
    let frame = 0
    const onMove = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(remeasure)
    }
    const observer = new MutationObserver(() => {
      markChrome()
      onMove()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    document.addEventListener('pointerover', onOver)
    document.documentElement.addEventListener('pointerleave', onLeave)
    document.addEventListener('click', onClick, true)
    window.addEventListener('message', onMessage)
    window.addEventListener('scroll', onMove, { passive: true })
    window.addEventListener('resize', onMove)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      document.removeEventListener('pointerover', onOver)
      document.documentElement.removeEventListener('pointerleave', onLeave)
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('message', onMessage)
      window.removeEventListener('scroll', onMove)
      window.removeEventListener('resize', onMove)
    }
  }, [])

  const post = (message: PreviewMessage) => admin?.postMessage(fromPreview(message), window.location.origin)
  const outline = (key: string | null, className: string, toolbar: boolean) => {
    const element = key ? elementOf(key) : null
    if (!key || !element) return null
    const box = boxOf(element)
    const block = !key.startsWith(globalKey)
    const { field, index } = block ? splitRowPath(key) : { field: '', index: 0 }
    // Whether a block is before or after it in its list, so it can move that way.
    const canMoveUp = block && index > 0
    const canMoveDown = block && elementOf(`${field}.${index + 1}`) !== null
    return (
      <div
        className={className}
        style={{ top: box.top, left: box.left, width: box.width, height: box.height }}
        data-edit-outline={key}
      >
        <span className={classes.name}>{labelOf(key, element)}</span>
        {toolbar ? (
          <div className={classes.toolbar} role="toolbar" aria-label={`${labelOf(key, element)} block`}>
            {block && admin ? (
              <>
                <button type="button" onClick={() => post({ type: 'insert', path: key, where: 'before' })}>
                  Insert before
                </button>
                <button type="button" onClick={() => post({ type: 'insert', path: key, where: 'after' })}>
                  Insert after
                </button>
                <button
                  type="button"
                  disabled={!canMoveUp}
                  onClick={() => post({ type: 'move', path: key, by: -1 })}
                >
                  Move up
                </button>
                <button
                  type="button"
                  disabled={!canMoveDown}
                  onClick={() => post({ type: 'move', path: key, by: 1 })}
                >
                  Move down
                </button>
              </>
            ) : null}
            {admin ? null : (
              <a
                href={
                  block
                    ? `${editHref}&${new URLSearchParams({ select: key })}`
                    : `/admin/globals/${key.slice(globalKey.length)}`
                }
                target="_blank"
                rel="noopener"
              >
                Edit
              </a>
            )}
          </div>
        ) : null}
      </div>
    )
  }

  return (
    <div ref={ui} data-edit-ui="">
      {hovered && hovered !== selected ? outline(hovered, classes.hover, false) : null}
      {outline(selected, classes.selected, true)}
    </div>
  )
}
