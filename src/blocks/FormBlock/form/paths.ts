// The submit routes of the two form blocks (src/app/forms/…).
export const contactFormPath = '/forms/contact'
export const cmsFormPath = '/forms/cms'
