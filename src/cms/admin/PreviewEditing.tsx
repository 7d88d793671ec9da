'use client'
// Issue #32 click-to-edit, the admin's half (the preview's: src/renderers/preview/PreviewEditing). A block clicked in
// the Live Preview opens here: its row and every row around it expand, the others in those lists collapse, the form
// scrolls to it and its first input takes the focus. A field focused here outlines its block in the preview. From
// the preview an editor inserts a block before or after (Payload's own block picker, at that position) or moves
// it; the header, footer and top banners open their global. Renders nothing of its own but that picker.
import {
  BlocksDrawer,
  useConfig,
  useDocumentInfo,
  useDrawerSlug,
  useForm,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import { useRouter, useSearchParams } from 'next/navigation'
import type { ClientBlock, ClientField } from 'payload'
import { useCallback, useEffect, useRef, useState } from 'react'

import {
  fromAdmin,
  isRowPath,
  previewMessage,
  rowAncestry,
  rowElementId,
  rowPathOfElementId,
  splitRowPath,
} from '@/lib/previewEditing'

import type { EditorTranslationKey, EditorTranslations } from './translations'

/** The client config of the field at a data path ("layout.2.content"), through rows, tabs and the rows' blocks. */
function fieldAt(
  fields: ClientField[],
  path: string,
  blocksMap: Record<string, ClientBlock>,
  blockTypeAt: (rowPath: string) => unknown,
): ClientField | undefined {
  const segments = path.split('.')
  let scope = fields
  let field: ClientField | undefined
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!
    if (/^\d+$/.test(segment)) {
      if (field?.type === 'array') scope = field.fields
      else if (field?.type === 'blocks') {
        const slug = blockTypeAt(segments.slice(0, i + 1).join('.'))
        const block = typeof slug === 'string' ? blocksMap[slug] : undefined
        if (!block) return undefined
        scope = block.fields
      } else return undefined
      continue
    }
    field = named(scope, segment)
    if (!field) return undefined
    if (field.type === 'group') scope = field.fields
  }
  return field
}

/** A named field among fields, looking through the ones that only lay out (rows, collapsibles, unnamed tabs). */
function named(fields: ClientField[], name: string): ClientField | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === name) return field
    if (
      field.type === 'row' ||
      field.type === 'collapsible' ||
      (field.type === 'group' && !('name' in field))
    ) {
      const found = named(field.fields, name)
      if (found) return found
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const found = 'name' in tab && tab.name ? undefined : named(tab.fields, name)
        if (found) return found
      }
    }
  }
  return undefined
}

const focusable =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [contenteditable="true"]'

/** Resolves with what `find` finds once it does (checked each frame), or with its last answer after `timeout` ms. */
function until<T>(find: () => T, timeout = 3_000): Promise<T> {
  const started = performance.now()
  return new Promise((resolve) => {
    const look = () => {
      const found = find()
      if (found || performance.now() - started > timeout) return resolve(found)
      requestAnimationFrame(look)
    }
    look()
  })
}

export function PreviewEditing() {
  const { getFields, getDataByPath, dispatchFields, moveFieldRow, addFieldRow } = useForm()
  const { config, getEntityConfig } = useConfig()
  const { collectionSlug } = useDocumentInfo()
  const router = useRouter()
  const selectParam = useSearchParams().get('select')
  const { openModal } = useModal()
  const { t } = useTranslation<EditorTranslations, EditorTranslationKey>()
  const drawerSlug = useDrawerSlug('preview-insert')
  const [insert, setInsert] = useState<{ field: string; index: number; blocks: ClientBlock[] } | null>(null)
  /** A row to open once the form has re-rendered: after a move or an insert, or the draft tab's `?select=layout.2`. */
  const pending = useRef<string | null>(selectParam && isRowPath(selectParam) ? selectParam : null)
  const [rendered, setRendered] = useState(0)
  const openAfterRender = useCallback((path: string) => {
    pending.current = path
    setRendered((count) => count + 1)
  }, [])
  /** The preview windows that said they are ready (the Live Preview frame, its popup). */
  const previews = useRef(new Set<Window>())

  const tellPreviews = useCallback((path: string | null) => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe#live-preview-iframe')?.contentWindow
    const targets = new Set(previews.current)
    if (frame) targets.add(frame)
    for (const target of targets)
      target.postMessage(fromAdmin({ type: 'highlight', path }), window.location.origin)
  }, [])

  /** Opens the row at `path`: it and its ancestors expand, their siblings collapse, its first input is focused. */
  const select = useCallback(
    async (path: string) => {
      // An inserted row is in the form's state once Payload has fetched its fields' state.
      const rowsOf = (row: string) => getFields()[splitRowPath(row).field]?.rows
      const ancestry = rowAncestry(path)
      const inState = await until(() => ancestry.every((row) => rowsOf(row)?.[splitRowPath(row).index]))
      if (!inState) return
      for (const row of ancestry) {
        const { field, index } = splitRowPath(row)
        dispatchFields({
          type: 'SET_ALL_ROWS_COLLAPSED',
          path: field,
          updatedRows: (rowsOf(row) ?? []).map((each, i) => ({ ...each, collapsed: i !== index })),
        })
      }
      // Scrolled once the page has its new shape: the row's fields rendered (an inserted block's after its state
      // arrives), the rows around it folded (Payload animates that), and the block picker, if it was open, has handed
      // the focus back (to the preview frame).
      const id = rowElementId(path)
      const folded = (row: string) =>
        document.getElementById(rowElementId(row))?.querySelector(':scope > .collapsible--collapsed')
      const laidOut = () =>
        ancestry.every((row) => {
          const { field, index } = splitRowPath(row)
          const others = (rowsOf(row) ?? []).flatMap((_, i) => (i === index ? [] : [`${field}.${i}`]))
          return !folded(row) && others.every(folded)
        }) &&
        document.getElementById(id)?.querySelector('.collapsible__content')?.querySelector(focusable) &&
        !document.activeElement?.closest('.drawer')
      let [top, still] = [NaN, 0]
      await until(() => {
        if (!laidOut()) return false
        const now = (document.getElementById(id)?.getBoundingClientRect().top ?? NaN) + window.scrollY
        still = now === top ? still + 1 : 0
        top = now
        return still >= 5
      })
      const element = document.getElementById(id)
      if (!element) return
      element.scrollIntoView({ block: 'start', behavior: 'instant' })
      const content = element.querySelector('.collapsible__content')
      content?.querySelector<HTMLElement>(focusable)?.focus({ preventScroll: true })
    },
    [getFields, dispatchFields],
  )

  const blocksOf = useCallback(
    (field: string): ClientBlock[] => {
      if (!collectionSlug) return []
      const entity = getEntityConfig({ collectionSlug })
      const blocksMap: Record<string, ClientBlock> = config.blocksMap
      const blocksField = fieldAt(entity?.fields ?? [], field, blocksMap, (row) =>
        getDataByPath(`${row}.blockType`),
      )
      if (blocksField?.type !== 'blocks') return []
      const offered = getFields()[field]?.blocksFilterOptions
      const all = (blocksField.blockReferences ?? blocksField.blocks).flatMap((block) => {
        const resolved = typeof block === 'string' ? blocksMap[block] : block
        return resolved ? [resolved] : []
      })
      return Array.isArray(offered) ? all.filter((block) => offered.includes(block.slug)) : all
    },
    [collectionSlug, getEntityConfig, config.blocksMap, getDataByPath, getFields],
  )

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = previewMessage(event)
      if (!message) return
      if (event.source && 'postMessage' in event.source) previews.current.add(event.source as Window)
      switch (message.type) {
        case 'ready':
          return
        case 'select':
          void select(message.path)
          return
        case 'global':
          router.push(`${config.routes.admin}/globals/${message.slug}`)
          return
        case 'move': {
          const { field, index } = splitRowPath(message.path)
          const to = index + message.by
          const count = getFields()[field]?.rows?.length ?? 0
          if (to < 0 || to >= count) return
          moveFieldRow({ path: field, moveFromIndex: index, moveToIndex: to })
          tellPreviews(`${field}.${to}`)
          openAfterRender(`${field}.${to}`)
          return
        }
        case 'insert': {
          const { field, index } = splitRowPath(message.path)
          setInsert({ field, index: message.where === 'before' ? index : index + 1, blocks: blocksOf(field) })
        }
      }
    }
    // A field the editor focuses outlines its block in the preview.
    const onFocus = (event: FocusEvent) => {
      for (let element = event.target as HTMLElement | null; element; element = element.parentElement) {
        const path = element.id ? rowPathOfElementId(element.id) : null
        if (path) return tellPreviews(path)
      }
    }
    window.addEventListener('message', onMessage)
    document.addEventListener('focusin', onFocus)
    return () => {
      window.removeEventListener('message', onMessage)
      document.removeEventListener('focusin', onFocus)
    }
  }, [select, router, config.routes.admin, getFields, moveFieldRow, tellPreviews, blocksOf, openAfterRender])

  useEffect(() => {
    const path = pending.current
    pending.current = null
    if (path) void select(path)
  }, [rendered, select])

  useEffect(() => {
    if (insert) openModal(drawerSlug)
  }, [insert, openModal, drawerSlug])

  return insert ? (
    <BlocksDrawer
      drawerSlug={drawerSlug}
      addRowIndex={insert.index}
      blocks={insert.blocks}
      labels={{ singular: t('editors:block'), plural: t('editors:blocks') }}
      addRow={(rowIndex, blockType) => {
        addFieldRow({ path: insert.field, rowIndex, blockType, schemaPath: insert.field })
        openAfterRender(`${insert.field}.${rowIndex}`)
      }}
    />
  ) : null
}
