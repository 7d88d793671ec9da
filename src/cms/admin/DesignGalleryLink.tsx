// Links under the admin navigation to the editors' own pages: the icon and illustration gallery (/design-gallery)
// and the variant inspector (/variant-inspector, issue #9).
export function DesignGalleryLink() {
  return (
    <>
      <a href="/design-gallery" style={{ display: 'block', padding: '0.5rem 0' }}>
        Icons and illustrations
      </a>
      <a href="/variant-inspector" style={{ display: 'block', padding: '0.5rem 0' }}>
        Variant inspector
      </a>
    </>
  )
}
