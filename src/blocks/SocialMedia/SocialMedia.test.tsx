// §3 SocialMedia: iconColor default malm0, http(s) links, labelled external icon links; bad data renders nothing.
import { describe, expect, it } from 'vitest'

import { blockDefinition, blocksFor } from '../registry'
import { defaultOf, field } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import SocialMedia from './Component'
import { socialLinkMessage, socialMediaBlock } from './config'

const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example' } as const
const config = socialMediaBlock

type SocialLinks = BlockData<'SocialMedia'>['socialLink']
const render = (block: Partial<BlockData<'SocialMedia'>>, locale: 'en-gb' | 'sv-se' = 'en-gb') =>
  renderServer(
    <SocialMedia block={{ blockType: 'SocialMedia', ...block }} context={{ ...context, locale }} />,
  )

describe('SocialMedia config (§3)', () => {
  it('is offered on pages and stories under its §2 editor name', () => {
    expect(blockDefinition('SocialMedia')?.config.labels?.singular).toMatchObject({ en: 'Social links' })
    expect(blocksFor('page').map((block) => block.slug)).toContain('SocialMedia')
    expect(blocksFor('blog-article').map((block) => block.slug)).toContain('SocialMedia')
  })

  it('defaults iconColor to the tonal step malm0 and spacing to the tokens', () => {
    expect(defaultOf(config, 'iconColor')).toBe('malm0')
    expect(defaultOf(config, 'marginBottom')).toBe('xxxl')
    const spacing = field(config, 'iconSpacing') as { options: { value: string }[] }
    expect(spacing.options.map((option) => option.value)).toContain('s-xl')
    const direction = field(config, 'direction') as { options: { value: string }[] }
    expect(direction.options.map((option) => option.value)).toEqual(['horizontal', 'vertical'])
  })

  it('offers the social icons of the icon set and accepts only http(s) links', () => {
    const socialLink = field(config, 'socialLink') as { fields: Parameters<typeof field>[0]['fields'] }
    const inner = { slug: 'x', fields: socialLink.fields }
    const icon = field(inner, 'icon') as { options: { value: string }[] }
    expect(icon.options.map((option) => option.value)).toEqual(['facebook', 'instagram', 'youtube'])
    const link = field(inner, 'link') as { validate: (value: unknown) => unknown }
    expect(link.validate('https://www.instagram.com/photobooks')).toBe(true)
    expect(link.validate('http://facebook.com/x')).toBe(true)
    expect(link.validate('javascript:alert(1)')).toBe(socialLinkMessage)
    expect(link.validate('www.instagram.com')).toBe(socialLinkMessage)
    expect(link.validate('/photobooks')).toBe(socialLinkMessage)
    expect(link.validate('')).toBe('This field is required.')
  })
})

describe('SocialMedia renderer', () => {
  const socialLink: SocialLinks = [
    { label: 'Follow us on Instagram', link: 'https://www.instagram.com/', icon: 'instagram' },
    { link: 'https://www.youtube.com/', icon: 'youtube' },
  ]

  it('renders labelled external icon links in the chosen direction and colour', async () => {
    const html = await render({ socialLink, direction: 'vertical', iconColor: 'ljung1', iconSize: 'l' })
    expect(html).toMatch(/^<ul[^>]*aria-label="Social media"/)
    expect(html).toContain('data-direction="vertical"')
    expect(html).toContain('color:var(--colour-ljung1)')
    expect(html.match(/<li>/g)).toHaveLength(2)
    expect(html.match(/target="_blank" rel="noopener noreferrer"/g)).toHaveLength(2)
    expect(html).toContain('href="https://www.instagram.com/"')
    // The label names the link; without one the network does. The icon itself is hidden from screen readers.
    expect(html).toContain('>Follow us on Instagram (opens in a new tab)</span>')
    expect(html).toContain('>YouTube (opens in a new tab)</span>')
    expect(html).toMatch(/<svg[^>]*width="48"[^>]*aria-hidden="true"/)
  })

  it('defaults to a horizontal row in malm0 and translates its names', async () => {
    const html = await render({ socialLink }, 'sv-se')
    expect(html).toContain('data-direction="horizontal"')
    expect(html).toContain('color:var(--colour-malm0)')
    expect(html).toContain('aria-label="Sociala medier"')
    expect(html).toContain('öppnas i en ny flik')
  })

  it('leaves out links that are not http(s) or have no known icon, and renders nothing without any', async () => {
    const html = await render({
      socialLink: [
        ...socialLink!,
        { label: 'Bad', link: 'javascript:alert(1)', icon: 'facebook' },
        { label: 'Unknown', link: 'https://example.com', icon: 'tiktok' as 'facebook' },
      ],
    })
    expect(html.match(/<li>/g)).toHaveLength(2)
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('example.com')
    expect(await render({ socialLink: [] })).toBe('')
    expect(await render({ socialLink: null })).toBe('')
    expect(await render({ socialLink: 'nonsense' as never })).toBe('')
  })
})
