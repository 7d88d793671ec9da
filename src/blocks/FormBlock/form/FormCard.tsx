// The frame both form blocks (FormBlock, ContactForms) set their form in: a section on the editor's background and
// a light card, so labels and inputs stay readable on any §3 background colour (WCAG AA).
import type { CSSProperties, ReactNode } from 'react'

import { InlineStyle } from '../../shared/styles/InlineStyle'
import { stylesheet as formStylesheet } from './Form.inline.pcss'
import styles, { stylesheet } from './FormCard.inline.pcss'

export function FormCard({
  style,
  title,
  intro,
  children,
}: {
  style: CSSProperties
  title?: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <InlineStyle sheet={formStylesheet} />
      <section className={styles.section} style={style}>
        <div className={styles.card}>
          {title ? <h2 className={styles.title}>{title}</h2> : null}
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          {children}
        </div>
      </section>
    </>
  )
}
