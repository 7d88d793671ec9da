import type { BlockExamples } from '../types'

const examples: BlockExamples<'SocialMedia'> = () => [
  {
    blockType: 'SocialMedia',
    direction: 'horizontal',
    iconSize: 'm',
    iconSpacing: 's',
    iconColor: 'malm0',
    socialLink: [
      { label: 'Follow us on Instagram', link: 'https://www.instagram.com/', icon: 'instagram' },
      { label: 'Like us on Facebook', link: 'https://www.facebook.com/', icon: 'facebook' },
      { label: 'Watch our photo book videos on YouTube', link: 'https://www.youtube.com/', icon: 'youtube' },
    ],
    marginBottom: 'l',
  },
  {
    blockType: 'SocialMedia',
    direction: 'vertical',
    iconSize: 'l',
    iconSpacing: 'xs',
    iconColor: 'ljung1',
    socialLink: [
      { label: 'Photo book ideas on Instagram', link: 'https://www.instagram.com/', icon: 'instagram' },
      { label: 'How-to videos on YouTube', link: 'https://www.youtube.com/', icon: 'youtube' },
    ],
  },
]
export default examples
