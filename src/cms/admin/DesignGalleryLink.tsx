// A link to the icon and illustration gallery (/design-gallery) under the admin navigation.
export function DesignGalleryLink() {
  return (
    <a href="/design-gallery" style={{ display: 'block', padding: '0.5rem 0' }}>
      Icons and illustrations
    </a>
  )
}
