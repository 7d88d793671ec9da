// Browsers ask for /favicon.ico on their own (the admin's icons are theme-dependent): the site icon as a real ICO
// (issue #24 item 22: it was a redirect with no image), made once at build time from src/app/icon.svg.
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

export const dynamic = 'force-static'

const size = 48

/** An ICO file holding one PNG image (Windows Vista and every browser since read PNG entries). */
function icoOf(png: Buffer): Buffer {
  const header = Buffer.alloc(22)
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size, 6)
  header.writeUInt8(size, 7)
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(header.length, 18) // the image follows the header
  return Buffer.concat([header, png])
}

export async function GET() {
  const svg = await readFile(path.join(process.cwd(), 'src/app/icon.svg'))
  const png = await sharp(svg, { density: 300 }).resize(size, size).png().toBuffer()
  return new Response(new Uint8Array(icoOf(png)), {
    headers: { 'Content-Type': 'image/x-icon', 'Cache-Control': 'public, max-age=86400' },
  })
}
