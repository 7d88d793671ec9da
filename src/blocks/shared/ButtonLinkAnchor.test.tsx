// The shared button link (§3 link rule, §9 default text): a plain link, a create link, the default text, nothing.
import { describe, expect, it } from 'vitest'

import { renderServer, renderServerWithStyles } from '../../../tests/support/render'
import { ButtonLinkAnchor, buttonStyles } from './ButtonLinkAnchor'

const context = { locale: 'de-de', createAppUrl: 'https://create.example/start' } as const

describe('ButtonLinkAnchor', () => {
  it('renders a plain link in the visitor’s locale, with the shared button class before the block’s own', async () => {
    const html = await renderServer(
      <ButtonLinkAnchor
        button={{ link: '/photobooks' }}
        context={context}
        text=" Shop now "
        className="own"
      />,
    )
    expect(html).toBe(`<a class="${buttonStyles.button} own" href="/de-de/photobooks">Shop now</a>`)
  })
  it('starts the create flow for the product type and marks the link with it (§2 deep link)', async () => {
    const html = await renderServer(
      <ButtonLinkAnchor
        button={{ link: '/ignored', createLink: true, productType: 'print' }}
        context={context}
        text="Print"
      />,
    )
    expect(html).toBe(
      `<a class="${buttonStyles.button}" href="https://create.example/start?productType=print&amp;locale=de-de" data-create-link="print">Print</a>`,
    )
  })
  it('says §9’s default text, or the caller’s, when the editor left it blank', async () => {
    expect(
      await renderServer(<ButtonLinkAnchor button={{ link: '/x' }} context={context} text="  " />),
    ).toContain('>Create a photo book</a>')
    expect(
      await renderServer(<ButtonLinkAnchor button={{ link: '/x' }} context={context} defaultText="Start" />),
    ).toContain('>Start</a>')
  })
  it('keeps the target, rel, style and extra content it is given', async () => {
    const html = await renderServer(
      <ButtonLinkAnchor
        button={{ link: 'https://example.org/' }}
        context={context}
        style={{ color: 'red' }}
        target="_blank"
        rel="noopener noreferrer"
      >
        <span> (new window)</span>
      </ButtonLinkAnchor>,
    )
    expect(html).toBe(
      `<a class="${buttonStyles.button}" href="https://example.org/" style="color:red" target="_blank" rel="noopener noreferrer">Create a photo book<span> (new window)</span></a>`,
    )
  })
  it('renders nothing when the button leads nowhere, so a block can leave its row out', () => {
    expect(ButtonLinkAnchor({ button: { createLink: true }, context })).toBeNull()
    expect(ButtonLinkAnchor({ button: { link: ' ' }, context })).toBeNull()
  })
  it('ships the §3 Button look with it', async () => {
    const { css } = await renderServerWithStyles(
      <ButtonLinkAnchor button={{ link: '/x' }} context={context} />,
    )
    expect(css).toContain(`.${buttonStyles.button}{`)
    expect(css).toContain('border:2px solid')
  })
})
