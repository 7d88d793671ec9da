// §3 CustomizableContainer (hidden): addWaves default true, space default xl, waves in secondColor facing
// `direction`; a container of simple content blocks.
import { describe, expect, it } from 'vitest'

import { blockDefinition } from '../registry'
import { defaultOf, hasField, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import CustomizableContainer, { wavePath } from './Component'

const block = blockDefinition('CustomizableContainer')!.config
const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example/start' } as const
const render = (data: object) =>
  renderServer(
    <CustomizableContainer
      block={{ blockType: 'CustomizableContainer', ...data } as BlockData<'CustomizableContainer'>}
      context={context}
    />,
  )

describe('CustomizableContainer config (§3)', () => {
  it('defaults addWaves to true and space to xl, and is hidden from the insert menu (§2)', () => {
    expect(defaultOf(block, 'addWaves')).toBe(true)
    expect(defaultOf(block, 'space')).toBe('xl')
    expect(blockDefinition('CustomizableContainer')?.hiddenFromInsertMenu).toBe(true)
  })
  it('holds content blocks (it is a container)', () => {
    expect(hasField(block, 'content')).toBe(true)
  })
  it('shows direction only while waves are on', () => {
    expect(isShown(block, 'direction', { addWaves: true })).toBe(true)
    expect(isShown(block, 'direction', {})).toBe(true)
    expect(isShown(block, 'direction', { addWaves: false })).toBe(false)
  })
})

describe('CustomizableContainer renderer', () => {
  it('draws waves in secondColor on backgroundColor, space tall, facing the direction', async () => {
    const up = await render({
      backgroundColor: 'brokenWhite',
      secondColor: 'seaweed',
      direction: 'up',
      space: 'l',
    })
    expect(up).toContain('aria-hidden="true"')
    expect(up).toContain('--spacer-height:var(--space-l)')
    expect(up).toContain('background:var(--colour-brokenWhite)')
    expect(up).toContain('color:var(--colour-seaweed)')
    expect(up).toContain(`d="${wavePath}"`)
    expect(up).toContain('data-direction="up"')
    const down = await render({ backgroundColor: 'seaweed', secondColor: 'misty', direction: 'down' })
    expect(down).toContain('data-direction="down"')
    expect(down).toContain('--spacer-height:var(--space-xl)')
  })

  it('draws waves by default (addWaves true), in the page background without a secondColor; none when off', async () => {
    expect(await render({ backgroundColor: 'misty', secondColor: 'seaweed', addWaves: false })).not.toContain(
      '<svg',
    )
    const plain = await render({ backgroundColor: 'misty' })
    expect(plain).toContain(`d="${wavePath}"`)
    expect(plain).toContain('color:var(--colour-brokenWhite)')
  })

  it('renders its content blocks inside the band', async () => {
    const html = await render({
      backgroundColor: 'misty',
      content: [{ blockType: 'Heading', text: 'In the band' }],
    })
    expect(html).toContain('In the band')
  })

  it('falls back to the xl space and no colour for bad data, never throwing', async () => {
    const html = await render({ space: 'huge', backgroundColor: 'plaid', secondColor: 'nope' })
    expect(html).toContain('--spacer-height:var(--space-xl)')
    expect(html).not.toContain('background:')
    expect(html).toContain('color:var(--colour-brokenWhite)')
  })
})
