// §3 SocialMedia: icon links to the shop's social profiles; each link is named by its label (else the network).
import { Icon } from '@/design/icons/Icon'
import { colourVar, isColour, spacingScale } from '@/design/tokens'
import { translator } from '@/i18n/messages'
import { isOneOf } from '@/lib/strings'

import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import { isWebUrl } from '../shared/validation'
import type { BlockProps } from '../types'
import { iconSizes, type SocialIcon, socialIcons } from './config'
import styles, { stylesheet } from './SocialMedia.inline.pcss'

/** The network's own name, for links an editor left without a label. */
const networkNames: Record<SocialIcon, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
}

export default async function SocialMedia({ block, context }: BlockProps<'SocialMedia'>) {
  const links = (Array.isArray(block.socialLink) ? block.socialLink : []).flatMap((item) =>
    item && isWebUrl(item.link) && isOneOf(socialIcons, item.icon)
      ? [
          {
            id: item.id,
            href: item.link.trim(),
            icon: item.icon,
            label: item.label?.trim() || networkNames[item.icon],
          },
        ]
      : [],
  )
  if (!links.length) return null
  const t = await translator(context.locale, 'SocialMedia')
  const size = iconSizes[block.iconSize as keyof typeof iconSizes] ?? iconSizes.m
  const gap = isOneOf(spacingScale, block.iconSpacing)
    ? `var(--space-${block.iconSpacing})`
    : 'var(--space-s)'
  const colour = isColour(block.iconColor) ? block.iconColor : 'malm0'
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <ul
        className={`${styles.list} ${block.direction === 'vertical' ? styles.vertical : styles.horizontal}`}
        aria-label={t('label')}
        data-direction={block.direction === 'vertical' ? 'vertical' : 'horizontal'}
        style={{ ...spacingStyle(block), gap, color: colourVar(colour) }}
      >
        {links.map((link, index) => (
          <li key={link.id ?? index}>
            {/* An external profile opens in a new tab, without handing it our page (rel). */}
            <a className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
              <Icon name={link.icon} width={size} height={size} />
              <span className={styles.hidden}>
                {link.label} ({t('newWindow')})
              </span>
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
