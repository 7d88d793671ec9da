import type { ReactNode } from 'react'

import { tokenCustomProperties } from '@/design/tokens'
import { fontVariables } from '@/chrome/fonts'

import '../(site)/globals.css'

const tokenCss = tokenCustomProperties()

/** Editors' design pages: the site's tokens and fonts, none of its chrome. */
export default function DesignLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={fontVariables}>
      <head>
        <style>{tokenCss}</style>
      </head>
      <body>{children}</body>
    </html>
  )
}
