// @vitest-environment happy-dom
// Issue #32 click-to-edit: the preview and the admin name a block by its form path and trust only their own origin.
import { describe, expect, it } from 'vitest'

import {
  adminMessage,
  fromAdmin,
  fromPreview,
  isRowPath,
  previewMessage,
  rowAncestry,
  rowElementId,
  rowPathOfElementId,
  splitRowPath,
} from './previewEditing'

const event = (data: unknown, origin = window.location.origin) =>
  new MessageEvent('message', { data, origin })

describe('click-to-edit paths', () => {
  it('names rows as Payload does, and back', () => {
    expect(isRowPath('layout.2')).toBe(true)
    expect(isRowPath('layout.2.content.0.slides.3')).toBe(true)
    expect(isRowPath('layout')).toBe(false)
    expect(isRowPath('layout.2.content')).toBe(false)
    expect(isRowPath('layout.2"] , *')).toBe(false)
    expect(splitRowPath('layout.2.content.11')).toEqual({ field: 'layout.2.content', index: 11 })
    expect(rowAncestry('layout.2.content.1.slides.0')).toEqual([
      'layout.2',
      'layout.2.content.1',
      'layout.2.content.1.slides.0',
    ])
    // Payload's row element id: the parent path dashed, then "-row-" and the index.
    expect(rowElementId('layout.2.content.1')).toBe('layout-2-content-row-1')
    expect(rowPathOfElementId('layout-2-content-row-1')).toBe('layout.2.content.1')
    expect(rowPathOfElementId('layout-row-0')).toBe('layout.0')
    expect(rowPathOfElementId('field-layout')).toBeNull()
  })

  it('reads its own messages only: this origin, this source, a row path', () => {
    expect(previewMessage(event(fromPreview({ type: 'select', path: 'layout.1' })))).toEqual({
      type: 'select',
      path: 'layout.1',
    })
    expect(
      previewMessage(event(fromPreview({ type: 'select', path: 'layout.1' }), 'https://evil.example')),
    ).toBeNull()
    expect(previewMessage(event({ type: 'select', path: 'layout.1' }))).toBeNull()
    expect(previewMessage(event({ source: 'lumibook-preview', type: 'select', path: 'title' }))).toBeNull()
    expect(previewMessage(event({ source: 'lumibook-preview', type: 'global', slug: 'users' }))).toBeNull()
    expect(previewMessage(event(fromPreview({ type: 'global', slug: 'footer' })))).toEqual({
      type: 'global',
      slug: 'footer',
    })
    expect(
      previewMessage(event({ source: 'lumibook-preview', type: 'move', path: 'layout.1', by: 5 })),
    ).toBeNull()
    expect(previewMessage(event(fromPreview({ type: 'insert', path: 'layout.1', where: 'after' })))).toEqual({
      type: 'insert',
      path: 'layout.1',
      where: 'after',
    })
    // The admin's messages are not the preview's, and the other way round.
    expect(previewMessage(event(fromAdmin({ type: 'highlight', path: 'layout.1' })))).toBeNull()
    expect(adminMessage(event(fromAdmin({ type: 'highlight', path: 'layout.1' })))).toEqual({
      type: 'highlight',
      path: 'layout.1',
    })
    expect(adminMessage(event(fromPreview({ type: 'ready' })))).toBeNull()
  })
})
