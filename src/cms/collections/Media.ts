// Uploads: §5 allowed types only (images jpeg, png, jpg, gif, webp; video mp4, mov, webm); sizes made with sharp.

import { stat } from 'node:fs/promises'
import path from 'node:path'

import type {
  CollectionConfig,
  Condition,
  PayloadRequest,
  UploadField,
  UploadFieldSingleValidation,
} from 'payload'
import { upload } from 'payload/shared'

import { defaultAltText } from '@/config/products'
import { siteConfig } from '@/config/site'

import { anyone, editors } from '../access'
import { renewSnapshots } from '../entrySnapshots'
import { warnOnce } from '../integrity/malformed'
import { missingDocumentMessage, possibleSerialId } from '../integrity/relations'

/** §5 allowed types, by the names editors know them by (jpg is jpeg). */
const imageTypes = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' } as const
const videoTypes = { mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' } as const

export const imageMimeTypes = Object.values(imageTypes)
export const videoMimeTypes = Object.values(videoTypes)

/** Issue #30: what an upload field of the wrong kind tells the editor, naming what it takes (§5). */
export const onlyImagesMessage = `Only images: ${Object.keys(imageTypes).join(', ')}`
export const onlyVideosMessage = `Only videos: ${Object.keys(videoTypes).join(', ')}`

// §5: an image field offers and accepts (Payload checks filterOptions on save too) only images, a video field videos.
const onlyImages = { mimeType: { in: [...imageMimeTypes] } }
const onlyVideos = { mimeType: { in: [...videoMimeTypes] } }

/** Payload's check of an upload (its filterOptions included), with a message that says what is wrong. */
function uploadOf(mimeTypes: readonly string[], wrongType: string): UploadFieldSingleValidation {
  return async (value, options) => {
    // No document has such an id; asking the database would fail (PostgreSQL: out of range).
    if (typeof value === 'number' && !possibleSerialId(value))
      return missingDocumentMessage('media file', value)
    const result = await upload(value, options)
    if (result === true || typeof value !== 'number') return result
    // Payload's own message lists the refused ids ("invalid selections: 6,"): say why instead.
    const found = await options.req.payload.find({
      collection: 'media',
      where: { id: { equals: value } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req: options.req,
    })
    const file = found.docs[0]
    if (!file) return missingDocumentMessage('media file', value)
    return mimeTypes.includes(file.mimeType ?? '')
      ? result
      : `${wrongType} (${file.filename ?? value} is ${file.mimeType ?? 'another type'}).`
  }
}

interface UploadOptions {
  label?: string
  required?: boolean
  admin?: { condition?: Condition; description?: string }
}

/** A §3 image field: a media upload of the §5 image types only. */
export function imageField(name: string, options: UploadOptions = {}): UploadField {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    filterOptions: onlyImages,
    validate: uploadOf(imageMimeTypes, onlyImagesMessage),
    ...options,
  }
}

/** A §3 video field: a media upload of the §5 video types only. */
export function videoField(name: string, options: UploadOptions = {}): UploadField {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    filterOptions: onlyVideos,
    validate: uploadOf(videoMimeTypes, onlyVideosMessage),
    ...options,
  }
}

/**
 * Issue #30: a file that is not in the media folder (deleted by hand, a lost volume, a name nobody uploaded) is a 404,
 * as S3 storage answers, not Payload's 500; so is what `/_next/image` makes of it. Logged once per file.
 */
async function missingFileIsNotFound(
  req: PayloadRequest,
  { params }: { params: { collection: string; filename: string } },
): Promise<Response | void> {
  const upload = req.payload.collections[params.collection as 'media']?.config.upload
  // With S3 storage the storage plugin's own handler answers (a 404 for a missing object).
  if (!upload || upload.disableLocalStorage) return undefined
  const folder = path.resolve(upload.staticDir ?? params.collection)
  const file = path.resolve(folder, params.filename)
  // Payload itself refuses a name outside the folder.
  if (!file.startsWith(folder + path.sep)) return undefined
  try {
    await stat(file)
    return undefined
  } catch {
    warnOnce(
      req.payload,
      `media file ${file}`,
      `[media] ${params.filename} is not in ${folder}: answered 404`,
    )
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  }
}

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Media file', plural: 'Media' },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  // Issue #34: entries' snapshots hold the media they show.
  hooks: { afterChange: [renewSnapshots.afterChange], afterDelete: [renewSnapshots.afterDelete] },
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
    // Payload's type takes a Promise<Response> or a Promise<void>, not one that may be either.
    handlers: [missingFileIsNotFound as (...args: Parameters<typeof missingFileIsNotFound>) => Promise<void>],
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
