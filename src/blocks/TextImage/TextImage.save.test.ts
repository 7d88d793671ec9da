// Integration (real Payload, SQLite): the CMS itself refuses a Text & Image whose child is not a SocialMedia block
// with the §8 message, requires the §5 alt texts only where they are shown (§4), and checks social links.
import { describe, expect, it } from 'vitest'

import { saveLayout } from '../../../tests/integration/saveLayout'
import { socialLinkMessage } from '../SocialMedia/config'
import { socialMediaChildrenMessage } from './fields'

/** Saves a published page holding one block; resolves to its errors ([] when it saved). */
const save = async (block: Record<string, unknown>) => (await saveLayout([block])).errors

const socialMedia = {
  blockType: 'SocialMedia',
  socialLink: [{ label: 'Our Instagram', link: 'https://www.instagram.com/', icon: 'instagram' }],
}

describe('Text & Image in the CMS', () => {
  it('saves SocialMedia children and refuses any other child with the §8 message', async () => {
    expect(
      await save({ blockType: 'TextImage', heading: 'Share', altText: 'x', children: [socialMedia] }),
    ).toEqual([])
    const errors = await save({
      blockType: 'TextImage',
      heading: 'Share',
      altText: 'x',
      children: [socialMedia, { blockType: 'Heading', text: 'Not allowed here' }],
    })
    expect(errors).toEqual(['layout.0.children: Children of this component must be Social media component.'])
    expect(socialMediaChildrenMessage).toBe('Children of this component must be Social media component.')
  })

  it('requires the image alt text, or with the slideshow each slide’s alt text instead (§4, §5)', async () => {
    expect(await save({ blockType: 'TextImage', heading: 'No alt' })).toEqual([
      'layout.0.altText: This field is required.',
    ])
    expect(
      await save({ blockType: 'TextImage', heading: 'Slides', slideshow: true, slides: [{ altText: 'A' }] }),
    ).toEqual([])
    expect(
      await save({ blockType: 'TextImage', heading: 'Slides', slideshow: true, slides: [{ altText: '' }] }),
    ).toEqual(['layout.0.slides.0.altText: This field is required.'])
  })

  it('does not require Text & Video’s alt text (§5 names Text & Image only)', async () => {
    expect(await save({ blockType: 'TextVideo', heading: 'Film' })).toEqual([])
  })

  it('refuses a social link that is not an http(s) address', async () => {
    const errors = await save({
      blockType: 'SocialMedia',
      socialLink: [{ label: 'Bad', link: 'javascript:alert(1)', icon: 'facebook' }],
    })
    expect(errors).toEqual([`layout.0.socialLink.0.link: ${socialLinkMessage}`])
  })
})
