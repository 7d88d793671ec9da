// §3 EmbedVideo: url required and must contain '/embed/' (§5) with the exact §8 message; a facade until played.
import { describe, expect, it } from 'vitest'

import { field } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import { embedHttpsMessage, embedSource, embedUrlMessage } from '../shared/validation'
import type { BlockData } from '../types'
import EmbedVideo from './Component'
import { embedVideoBlock } from './config'

const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example' } as const

describe('EmbedVideo config', () => {
  const url = field(embedVideoBlock, 'url') as { required?: boolean; validate: (value: unknown) => unknown }
  it('requires a url containing /embed/, with the §8 message otherwise', () => {
    expect(url.required).toBe(true)
    expect(url.validate('https://www.youtube.com/watch?v=abc')).toBe(embedUrlMessage)
    expect(embedUrlMessage).toBe('Your video need to contain "embed" to work')
    expect(url.validate('https://www.youtube-nocookie.com/embed/abc')).toBe(true)
    expect(url.validate('')).toBe('This field is required.')
  })

  it('refuses an embed url that is not an https link, which would render nothing', () => {
    for (const value of [
      'http://www.youtube.com/embed/abc',
      'www.youtube.com/embed/abc',
      'javascript:/embed/x',
    ]) {
      expect(url.validate(value)).toBe(embedHttpsMessage)
    }
    expect(embedHttpsMessage).not.toBe(embedUrlMessage)
    expect(url.validate('https://player.vimeo.com/video/1')).toBe(embedUrlMessage)
  })
})

describe('EmbedVideo renderer', () => {
  it('renders a titled play button, not the player, until asked', async () => {
    const block = {
      blockType: 'EmbedVideo',
      url: 'https://www.youtube-nocookie.com/embed/abc',
      title: 'Our studio',
    }
    const html = await renderServer(<EmbedVideo block={block as BlockData<'EmbedVideo'>} context={context} />)
    expect(html).toContain('<button type="button"')
    expect(html).toContain('Our studio')
    expect(html).not.toContain('<iframe')
  })

  it('labels the play button in the page’s language, with the video’s title', async () => {
    const block = {
      blockType: 'EmbedVideo',
      url: 'https://www.youtube-nocookie.com/embed/abc',
      title: 'Vår ateljé',
    }
    const html = await renderServer(
      <EmbedVideo block={block as BlockData<'EmbedVideo'>} context={{ ...context, locale: 'sv-se' }} />,
    )
    expect(html).toContain('aria-label="Spela upp videon: Vår ateljé"')
    const untitled = { ...block, title: null } as BlockData<'EmbedVideo'>
    const german = await renderServer(
      <EmbedVideo block={untitled} context={{ ...context, locale: 'de-de' }} />,
    )
    expect(german).toContain('aria-label="Video abspielen: Video"')
  })

  it('renders nothing for a url that is not an https embed', async () => {
    expect(embedSource('http://example.com/embed/x')).toBeUndefined()
    expect(embedSource('https://example.com/watch/x')).toBeUndefined()
    expect(embedSource('not a url /embed/')).toBeUndefined()
    const block = { blockType: 'EmbedVideo', url: 'https://example.com/watch' } as BlockData<'EmbedVideo'>
    expect(await renderServer(<EmbedVideo block={block} context={context} />)).toBe('')
  })
})
