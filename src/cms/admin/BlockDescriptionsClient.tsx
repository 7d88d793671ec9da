'use client'
// Issue #32 item 4: adds each block's description under its tile in the picker, found by the tile's picture
// (/block-pictures/{slug}.webp), in the admin's language (English where none).
import { useTranslation } from '@payloadcms/ui'
import type React from 'react'
import { useEffect } from 'react'

import styles from './editors.module.css'

export type Descriptions = Record<string, Record<string, string>>

const tilePictures = '.blocks-drawer__block img[src^="/block-pictures/"]'
let described = 0

export function BlockDescriptionsClient({
  children,
  descriptions,
}: {
  children?: React.ReactNode
  descriptions: Descriptions
}) {
  const { i18n } = useTranslation()
  useEffect(() => {
    const describe = () => {
      for (const picture of document.querySelectorAll<HTMLImageElement>(tilePictures)) {
        const slug = /\/block-pictures\/([^/.]+)\.webp$/.exec(picture.getAttribute('src') ?? '')?.[1]
        const text = slug && (descriptions[slug]?.[i18n.language] ?? descriptions[slug]?.en)
        const tile = picture.closest('button')
        const item = tile?.parentElement
        if (!text || !tile || !item) continue
        // Beside the button, as its description: the button's name stays the block's name.
        const existing = item.querySelector<HTMLElement>('[data-block-description]')
        if (existing?.textContent === text) continue
        const line = existing ?? document.createElement('span')
        line.dataset.blockDescription = slug
        line.id ||= `block-description-${(described += 1)}`
        line.className = styles.description ?? ''
        line.textContent = text
        if (!existing) item.append(line)
        tile.setAttribute('aria-describedby', line.id)
      }
    }
    describe()
    // The picker's tiles mount when a drawer opens, and again on every search: one pass per frame at most.
    let frame = 0
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), describe()))
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [descriptions, i18n.language])
  return children
}
