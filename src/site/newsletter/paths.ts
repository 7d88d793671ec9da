// §2 newsletter sign-up: where the dialog sends a sign-up (src/app/newsletter/route.ts).
export const newsletterPath = '/newsletter'
