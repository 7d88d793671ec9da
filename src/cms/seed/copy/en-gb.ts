import type { LocaleCopy } from './types'

export const copy: LocaleCopy = {
  pages: {
    home: {
      path: '',
      title: 'Lumibook – personalised photo books and photo prints',
      metaDescription:
        'Turn your favourite photos into personalised photo books and prints. Design online or in the Lumibook app and have them delivered to your door.',
      heading: 'Your photos, beautifully printed',
      intro: 'Make a personalised photo book or a set of prints from the moments you love most.',
      paragraphs: [
        'Pick your photos, choose a layout and let us print and bind it with care. It takes minutes, and the result lasts for years.',
        'Short on time? Start on your phone with the Lumibook app and finish on your computer whenever it suits you.',
      ],
      buttonText: 'Create a photo book',
    },
    photobooks: {
      path: 'photobooks',
      title: 'Photo books',
      metaDescription:
        'Personalised photo books in hardcover 27x27 cm, hardcover 20x20 cm and softcover 20x20 cm. Design yours online in minutes with Lumibook.',
      heading: 'Photo books made for keeping',
      intro: 'Three formats, one goal: a book you will want to open again and again.',
      paragraphs: [
        'Choose a large hardcover 27x27 cm for your biggest stories, a hardcover 20x20 cm for everyday memories or a light softcover 20x20 cm to give away.',
        'Every page is printed on thick, matte paper, so colours stay true and fingerprints stay off.',
      ],
      buttonText: 'Create a photo book',
    },
    photoprints: {
      path: 'photoprints',
      title: 'Photo prints',
      metaDescription:
        'Order photo prints on semi-gloss or matte paper. Crisp colours, sturdy paper and fast delivery, straight from your phone or computer.',
      heading: 'Photo prints with true colours',
      intro: 'Bring your favourite pictures off the screen and into your hands.',
      paragraphs: [
        'Choose semi-gloss paper for vivid colours and deep blacks, or matte paper for a soft, glare-free finish.',
        'Upload straight from your phone, crop each picture the way you like it and we do the rest.',
      ],
      buttonText: 'Order prints',
    },
    prints: {
      path: 'prints',
      title: 'Prints for frames and walls',
      metaDescription:
        'Prints sized for frames, fridges and gallery walls. Semi-gloss or matte paper, printed with care and delivered quickly by Lumibook.',
      heading: 'Prints for every frame and wall',
      intro: 'From a single favourite to a whole gallery wall, your prints arrive ready to hang.',
      paragraphs: [
        'Mix sizes to build a wall that tells a story, or order a stack to share with family and friends.',
        'Matte paper suits framed prints; semi-gloss makes colours pop on the fridge door.',
      ],
      buttonText: 'Order prints',
    },
    workWithUs: {
      path: 'about-us/work-with-us',
      title: 'Work with us',
      metaDescription:
        'Join the Lumibook team and help people keep their memories. We hire engineers, designers and customer care experts across Europe.',
      heading: 'Work with us',
      intro: 'We help millions of people turn photos into something they can hold. Want to help?',
      paragraphs: [
        'Our teams of engineers, designers, printers and customer care experts work closely together, in the office and remotely.',
        'We value curiosity, kindness and good craft. Have a look at our open roles and say hello.',
      ],
      buttonText: 'Read our stories',
    },
    create: {
      path: 'create',
      title: 'Start creating',
      metaDescription:
        'Start creating with Lumibook: choose a personalised photo book or photo prints and design it online or in the app in just a few minutes.',
      heading: 'What would you like to create?',
      intro: 'Choose a photo book or prints to get started. You can save and continue at any time.',
      paragraphs: [
        'Photo books come in three formats, from a light softcover to a large hardcover for your biggest adventures.',
        'Prints come on semi-gloss or matte paper, ready for frames, albums and walls.',
      ],
      buttonText: 'Create a photo book',
    },
    startCreatingPhotobooks: {
      path: 'start-creating-photobooks',
      title: 'Start creating your photo book',
      metaDescription:
        'Make a photo book in three easy steps: choose a format, add your photos and personalise every page. Start your Lumibook photo book today.',
      heading: 'Start your photo book in three steps',
      intro: 'Creating a photo book is easier than you think.',
      paragraphs: [
        'First, choose a format and a cover. Then add your photos: we place them for you, and you can move anything you like.',
        'Finally, add captions, dates and little notes, check the preview and order. We print and deliver it to your door.',
      ],
      buttonText: 'Create a photo book',
    },
    notFound: {
      path: '404',
      title: 'Page not found',
      metaDescription:
        'The page you were looking for could not be found. Head back to the Lumibook front page to find photo books and prints.',
      heading: 'We couldn’t find that page',
      intro: 'The link may be old, or the page may have moved.',
      paragraphs: ['Try the front page, or start creating a photo book straight away.'],
      buttonText: 'Back to the front page',
    },
  },
  stories: {
    travelBook: {
      path: 'travel-photo-book-tips',
      title: 'Five tips for a travel photo book you’ll love',
      intro: 'Back from holiday with a thousand photos? Here is how to turn them into a book worth keeping.',
      paragraphs: [
        'Start by picking your favourite fifty. Be strict: one great photo of a view beats five nearly identical ones.',
        'Tell the trip in order, and mix wide landscapes with close-ups of food, tickets and faces.',
        'Finish with a short caption on each spread. In ten years, you will be glad you wrote down the name of that little café.',
      ],
    },
    babyFirstYear: {
      path: 'baby-first-year-book',
      title: 'Your baby’s first year in a book',
      intro: 'The first year goes by in a flash. A photo book keeps every milestone in one place.',
      paragraphs: [
        'Give each month its own spread, with one large photo and a few small ones around it.',
        'Add the little things: first words, favourite toys, the date of the first steps.',
        'Order a second copy for the grandparents. It will quickly become the most-read book in the house.',
      ],
    },
    printWall: {
      path: 'gallery-wall-with-prints',
      title: 'How to hang a gallery wall of prints',
      intro: 'A wall of photo prints turns a plain room into a room full of memories.',
      paragraphs: [
        'Lay your prints out on the floor first and take a photo of the arrangement before you pick up a hammer.',
        'Keep the gaps between frames the same, about five centimetres, and the wall will look calm however many prints you use.',
        'Choose matte paper for framed prints behind glass: it avoids reflections and looks good from every angle.',
      ],
    },
  },
  chrome: {
    nav: {
      photobooks: 'Photo books',
      photoprints: 'Photo prints',
      stories: 'Stories',
      startCreating: 'Start creating',
    },
    topBanner: { text: 'Order by {date} for delivery before Christmas.', linkLabel: 'Start creating' },
    footer: {
      productsHeading: 'Products',
      companyHeading: 'Company',
      helpHeading: 'Get started',
      workWithUs: 'Work with us',
      create: 'Create',
      stories: 'Stories',
      tagline: 'Lumibook turns your favourite photos into books and prints you can hold.',
      copyright: '© 2026 Lumibook. All rights reserved.',
    },
  },
  campaign: {
    createButtons: { photobooks: 'Create a photo book', prints: 'Order photo prints' },
    usps: {
      title: 'Why choose Lumibook?',
      points: [
        {
          title: 'Printed with care',
          body: 'Thick paper, true colours and a sturdy binding that lasts for years.',
        },
        {
          title: 'Fast delivery to your door',
          body: 'We print your order quickly and send it straight to your home.',
        },
        {
          title: 'Made with love',
          body: 'Every book and print is made just for you, from the moments that matter most.',
        },
        {
          title: 'Easy on phone or computer',
          body: 'Start in the Lumibook app or on your computer and pick up where you left off.',
        },
      ],
    },
    prices: {
      book: {
        title: 'Photo book prices',
        subtitle: 'Three formats for every story, from a light softcover to a large hardcover.',
      },
      print: {
        title: 'Photo print prices',
        subtitle: 'Semi-gloss or matte paper, ready for frames, albums and walls.',
      },
    },
    countdown: {
      targetText: 'Time left to order for delivery before Christmas',
      eventEndText: 'Last chance: our Christmas campaign ends in',
    },
    reviewsHeading: 'What our customers say',
    preFooter: {
      headline: 'Ready to make something to keep?',
      text: 'Turn your favourite photos into a photo book or prints in just a few minutes.',
      buttonText: 'Start creating',
    },
  },
}
