// Uploads: §5 allowed types only (images jpeg, png, jpg, gif, webp; video mp4, mov, webm); sizes made with sharp.

import type { CollectionConfig, Condition, UploadField } from 'payload'

import { defaultAltText } from '@/config/products'
import { siteConfig } from '@/config/site'

import { anyone, editors } from '../access'

export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
export const videoMimeTypes = ['video/mp4', 'video/quicktime', 'video/webm'] as const

// §5: an image field offers and accepts (Payload checks filterOptions on save too) only images, a video field videos.
const onlyImages = { mimeType: { in: [...imageMimeTypes] } }
const onlyVideos = { mimeType: { in: [...videoMimeTypes] } }

interface UploadOptions {
  label?: string
  required?: boolean
  admin?: { condition?: Condition; description?: string }
}

/** A §3 image field: a media upload of the §5 image types only. */
export function imageField(name: string, options: UploadOptions = {}): UploadField {
  return { name, type: 'upload', relationTo: 'media', filterOptions: onlyImages, ...options }
}

/** A §3 video field: a media upload of the §5 video types only. */
export function videoField(name: string, options: UploadOptions = {}): UploadField {
  return { name, type: 'upload', relationTo: 'media', filterOptions: onlyVideos, ...options }
}

export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: editors, update: editors, delete: editors },
  upload: {
    staticDir: siteConfig().mediaDirectory,
    mimeTypes: [...imageMimeTypes, ...videoMimeTypes],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'tablet', width: 768, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'desktop', width: 1200, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'wide', width: 1600, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      // Not required: §5's default 'Photo books' stands in where neither the block nor the library describes it.
      admin: {
        description: `Describe the picture for visitors who cannot see it. Used where a block gives no alt text of its own; when both are empty, “${defaultAltText}”.`,
      },
    },
  ],
}
