// Where the block gallery lives (also read by the browser tests, which must not load the block configs).
export const blockGalleryPagePath = '/block-gallery'
export const blockGalleryStoryPath = 'block-gallery'
