import type { LocaleCopy } from './types'

export const copy: LocaleCopy = {
  pages: {
    home: {
      path: '',
      title: 'Lumibook – personlige fotobøger og fremkaldte billeder',
      metaDescription:
        'Gør dine yndlingsbilleder til personlige fotobøger og fotoprint. Design dem online eller i Lumibook-appen, og få dem leveret lige til døren.',
      heading: 'Dine billeder, smukt trykt',
      intro: 'Lav en personlig fotobog, eller fremkald de billeder, du holder allermest af.',
      paragraphs: [
        'Vælg dine billeder og et layout, så trykker og indbinder vi med omhu. Det tager få minutter, og resultatet holder i mange år.',
        'Har du travlt? Start på mobilen i Lumibook-appen, og gør det færdigt på computeren, når det passer dig.',
      ],
      buttonText: 'Lav en fotobog',
    },
    photobooks: {
      path: 'photobooks',
      title: 'Fotobøger',
      metaDescription:
        'Personlige fotobøger med hårdt omslag 27x27 cm, hårdt omslag 20x20 cm og blødt omslag 20x20 cm. Design din egen på få minutter hos Lumibook.',
      heading: 'Fotobøger, der er værd at gemme',
      intro: 'Tre formater og ét mål: en bog, du får lyst til at åbne igen og igen.',
      paragraphs: [
        'Vælg hårdt omslag i 27x27 cm til de store historier, hårdt omslag i 20x20 cm til hverdagens minder eller blødt omslag i 20x20 cm, der er perfekt at give væk.',
        'Hver side trykkes på tykt, mat papir, så farverne står klart, og fingeraftryk ikke kan ses.',
      ],
      buttonText: 'Lav en fotobog',
    },
    photoprints: {
      path: 'photoprints',
      title: 'Fremkald billeder',
      metaDescription:
        'Fremkald dine billeder på halvblankt eller mat papir. Klare farver, solidt papir og hurtig levering – bestil direkte fra mobilen eller computeren.',
      heading: 'Fotoprint med ægte farver',
      intro: 'Få dine yndlingsbilleder ud af skærmen og ned i hænderne igen.',
      paragraphs: [
        'Vælg halvblankt papir til stærke farver og dyb sort, eller mat papir til en blød overflade uden genskin.',
        'Upload direkte fra mobilen, beskær hvert billede, som du vil have det, og lad os klare resten.',
      ],
      buttonText: 'Bestil billeder',
    },
    prints: {
      path: 'prints',
      title: 'Billeder til rammer og vægge',
      metaDescription:
        'Fotoprint i størrelser til rammer, køleskabsdøre og billedvægge. Halvblankt eller mat papir, trykt med omhu og leveret hurtigt af Lumibook.',
      heading: 'Billeder til hver ramme og væg',
      intro:
        'Fra et enkelt yndlingsbillede til en hel billedvæg – dine billeder kommer klar til at hænge op.',
      paragraphs: [
        'Bland størrelserne, og byg en væg, der fortæller en historie, eller bestil en hel stak, du kan dele med familie og venner.',
        'Mat papir passer godt bag glas i en ramme, mens halvblankt får farverne til at stråle på køleskabsdøren.',
      ],
      buttonText: 'Bestil billeder',
    },
    workWithUs: {
      path: 'about-us/work-with-us',
      title: 'Arbejd hos os',
      metaDescription:
        'Bliv en del af Lumibook, og hjælp folk med at bevare deres minder. Vi søger udviklere, designere og kundeserviceeksperter over hele Europa.',
      heading: 'Arbejd hos os',
      intro:
        'Vi hjælper millioner af mennesker med at gøre billeder til noget, de kan holde i hånden. Vil du være med?',
      paragraphs: [
        'Vores udviklere, designere, trykkere og kundeservicemedarbejdere arbejder tæt sammen, både på kontoret og hjemmefra.',
        'Vi sætter pris på nysgerrighed, venlighed og godt håndværk. Kig på vores ledige stillinger, og sig hej.',
      ],
      buttonText: 'Læs vores historier',
    },
    create: {
      path: 'create',
      title: 'Kom i gang',
      metaDescription:
        'Kom i gang med Lumibook: Vælg en personlig fotobog eller fotoprint, og design dem online eller i appen på bare nogle få minutter.',
      heading: 'Hvad vil du lave?',
      intro:
        'Vælg en fotobog eller billeder for at komme i gang. Du kan gemme og fortsætte, når det passer dig.',
      paragraphs: [
        'Fotobøgerne findes i tre formater, fra et let, blødt omslag til en stor bog med hårdt omslag til dine største eventyr.',
        'Billederne trykkes på halvblankt eller mat papir, klar til rammer, album og vægge.',
      ],
      buttonText: 'Lav en fotobog',
    },
    startCreatingPhotobooks: {
      path: 'begynd-at-lave-fotoboeger',
      title: 'Begynd at lave din fotobog',
      metaDescription:
        'Lav en fotobog i tre nemme trin: Vælg format, tilføj dine billeder, og gør hver side personlig. Begynd på din fotobog fra Lumibook i dag.',
      heading: 'Din fotobog i tre trin',
      intro: 'Det er nemmere at lave en fotobog, end du tror.',
      paragraphs: [
        'Vælg først format og omslag. Tilføj derefter dine billeder – vi placerer dem for dig, og du kan flytte rundt på det hele, som du vil.',
        'Skriv til sidst billedtekster, datoer og små hilsner, se forhåndsvisningen igennem, og bestil. Vi trykker bogen og sender den hjem til dig.',
      ],
      buttonText: 'Lav en fotobog',
    },
    notFound: {
      path: '404',
      title: 'Siden blev ikke fundet',
      metaDescription:
        'Siden, du ledte efter, findes ikke længere eller er flyttet. Gå tilbage til Lumibooks forside, og find fotobøger og fotoprint.',
      heading: 'Vi kunne ikke finde den side',
      intro: 'Linket kan være gammelt, eller siden kan være flyttet.',
      paragraphs: [
        'Gå til forsiden, og find vej derfra.',
        'Eller begynd på en fotobog med det samme – dine billeder venter.',
      ],
      buttonText: 'Tilbage til forsiden',
    },
  },
  chrome: {
    nav: {
      photobooks: 'Fotobøger',
      photoprints: 'Fremkald billeder',
      stories: 'Historier',
      startCreating: 'Kom i gang',
    },
    topBanner: {
      text: 'Bestil senest den {date}, så når det frem inden jul.',
      linkLabel: 'Kom i gang',
    },
    footer: {
      productsHeading: 'Produkter',
      companyHeading: 'Virksomheden',
      helpHeading: 'Kom i gang',
      workWithUs: 'Arbejd hos os',
      create: 'Design din egen',
      stories: 'Historier',
      tagline: 'Lumibook gør dine yndlingsbilleder til bøger og billeder, du kan holde i hånden.',
      copyright: '© 2026 Lumibook. Alle rettigheder forbeholdes.',
    },
  },
  campaign: {
    createButtons: { photobooks: 'Lav en fotobog', prints: 'Fremkald billeder' },
    usps: {
      title: 'Derfor skal du vælge Lumibook',
      points: [
        {
          title: 'Trykt med omhu',
          body: 'Tykt papir, klare farver og en solid indbinding, der holder i mange år.',
        },
        {
          title: 'Hurtigt hjem til dig',
          body: 'Vi trykker din bestilling hurtigt og sender den direkte hjem til døren.',
        },
        {
          title: 'Lavet med kærlighed',
          body: 'Hver bog og hvert billede bliver lavet netop til dig, ud fra de øjeblikke, der betyder mest.',
        },
        {
          title: 'Nemt på mobil og computer',
          body: 'Begynd i Lumibook-appen eller på computeren, og fortsæt, hvor du slap.',
        },
      ],
    },
    prices: {
      book: {
        title: 'Priser på fotobøger',
        subtitle:
          'Tre formater til enhver historie, fra et let, blødt omslag til en stor bog med hårdt omslag.',
      },
      print: {
        title: 'Priser på fremkaldelse',
        subtitle: 'Halvblankt eller mat papir, klar til rammer, album og vægge.',
      },
    },
    countdown: {
      targetText: 'Så lang tid har du til at bestille til jul',
      eventEndText: 'Sidste chance – vores julekampagne slutter om',
    },
    reviewsHeading: 'Det siger vores kunder',
    preFooter: {
      headline: 'Klar til at skabe minder, du kan holde i hånden?',
      text: 'Gør dine yndlingsbilleder til en fotobog eller fremkaldte billeder på få minutter.',
      buttonText: 'Kom i gang',
    },
  },
}
