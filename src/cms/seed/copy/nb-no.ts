import type { LocaleCopy } from './types'

export const copy: LocaleCopy = {
  pages: {
    home: {
      path: '',
      title: 'Lumibook – personlige fotobøker og fremkalte bilder',
      metaDescription:
        'Gjør favorittbildene dine om til personlige fotobøker og fotoutskrifter. Lag dem på nett eller i Lumibook-appen, og få dem levert hjem.',
      heading: 'Bildene dine, vakkert trykt',
      intro: 'Lag en personlig fotobok, eller fremkall bildene du er aller mest glad i.',
      paragraphs: [
        'Velg bilder og oppsett, så trykker og binder vi inn med omhu. Det tar bare noen minutter, og resultatet varer i mange år.',
        'Dårlig tid? Start på mobilen i Lumibook-appen, og gjør deg ferdig på datamaskinen når det passer deg.',
      ],
      buttonText: 'Lag en fotobok',
    },
    photobooks: {
      path: 'photobooks',
      title: 'Fotobøker',
      metaDescription:
        'Personlige fotobøker med hard perm 27x27 cm, hard perm 20x20 cm og myk perm 20x20 cm. Lag din egen på noen få minutter med Lumibook.',
      heading: 'Fotobøker du vil ta vare på',
      intro: 'Tre formater og ett mål: en bok du får lyst til å bla i igjen og igjen.',
      paragraphs: [
        'Velg hard perm i 27x27 cm til de store historiene, hard perm i 20x20 cm til hverdagsminnene eller myk perm i 20x20 cm som er perfekt å gi bort.',
        'Hver side trykkes på tykt, matt papir, så fargene blir naturtro og fingeravtrykk ikke synes.',
      ],
      buttonText: 'Lag en fotobok',
    },
    photoprints: {
      path: 'photoprints',
      title: 'Fremkalle bilder',
      metaDescription:
        'Fremkall bildene dine på halvblankt eller matt papir. Klare farger, kraftig papir og rask levering – bestill rett fra mobilen eller datamaskinen.',
      heading: 'Fotoutskrifter med ekte farger',
      intro: 'Få favorittbildene ut av skjermen og inn i hendene igjen.',
      paragraphs: [
        'Velg halvblankt papir for sterke farger og dyp svart, eller matt papir for en myk overflate uten gjenskinn.',
        'Last opp rett fra mobilen, beskjær hvert bilde slik du vil ha det, og la oss ta oss av resten.',
      ],
      buttonText: 'Bestill bilder',
    },
    prints: {
      path: 'prints',
      title: 'Bilder til rammer og vegger',
      metaDescription:
        'Fotoutskrifter i størrelser til rammer, kjøleskapsdører og bildevegger. Halvblankt eller matt papir, trykt med omhu og levert raskt.',
      heading: 'Bilder til hver ramme og vegg',
      intro: 'Fra ett enkelt favorittbilde til en hel bildevegg – bildene kommer klare til å henges opp.',
      paragraphs: [
        'Bland størrelser og lag en vegg som forteller en historie, eller bestill en hel bunke å dele med familie og venner.',
        'Matt papir passer fint bak glass i en ramme, mens halvblankt får fargene til å skinne på kjøleskapsdøra.',
      ],
      buttonText: 'Bestill bilder',
    },
    workWithUs: {
      path: 'about-us/work-with-us',
      title: 'Jobb hos oss',
      metaDescription:
        'Bli en del av Lumibook, og hjelp folk å ta vare på minnene sine. Vi søker utviklere, designere og kundeserviceeksperter over hele Europa.',
      heading: 'Jobb hos oss',
      intro:
        'Vi hjelper millioner av mennesker med å gjøre bilder om til noe de kan holde i hånden. Vil du være med?',
      paragraphs: [
        'Utviklerne, designerne, trykkerne og kundebehandlerne våre jobber tett sammen, både på kontoret og hjemmefra.',
        'Vi setter pris på nysgjerrighet, vennlighet og godt håndverk. Ta en titt på de ledige stillingene våre, og si hei.',
      ],
      buttonText: 'Les historiene våre',
    },
    create: {
      path: 'create',
      title: 'Kom i gang',
      metaDescription:
        'Kom i gang med Lumibook: Velg en personlig fotobok eller fotoutskrifter, og lag dem på nett eller i appen på bare noen få minutter.',
      heading: 'Hva vil du lage?',
      intro: 'Velg en fotobok eller bilder for å komme i gang. Du kan lagre og fortsette når det passer deg.',
      paragraphs: [
        'Fotobøkene finnes i tre formater, fra en lett bok med myk perm til en stor bok med hard perm til de største eventyrene.',
        'Bildene trykkes på halvblankt eller matt papir, klare for rammer, album og vegger.',
      ],
      buttonText: 'Lag en fotobok',
    },
    startCreatingPhotobooks: {
      path: 'begynn-a-lage-fotoboker',
      title: 'Begynn å lage fotoboken din',
      metaDescription:
        'Lag en fotobok i tre enkle steg: Velg format, legg til bildene dine, og sett ditt eget preg på hver side. Begynn på fotoboken din i dag.',
      heading: 'Fotoboken din i tre steg',
      intro: 'Det er enklere å lage en fotobok enn du tror.',
      paragraphs: [
        'Velg først format og perm. Legg så til bildene dine – vi plasserer dem for deg, og du kan flytte på alt du vil.',
        'Skriv til slutt bildetekster, datoer og små hilsener, se gjennom forhåndsvisningen og bestill. Vi trykker boken og sender den hjem til deg.',
      ],
      buttonText: 'Lag en fotobok',
    },
    notFound: {
      path: '404',
      title: 'Fant ikke siden',
      metaDescription:
        'Siden du lette etter, finnes ikke lenger eller har flyttet. Gå tilbake til forsiden til Lumibook for å finne fotobøker og bilder.',
      heading: 'Vi fant ikke den siden',
      intro: 'Lenken kan være gammel, eller siden kan ha flyttet.',
      paragraphs: [
        'Gå til forsiden og finn veien derfra.',
        'Eller begynn på en fotobok med en gang – bildene dine venter.',
      ],
      buttonText: 'Tilbake til forsiden',
    },
  },
  chrome: {
    nav: {
      photobooks: 'Fotobøker',
      photoprints: 'Fremkalle bilder',
      stories: 'Historier',
      startCreating: 'Kom i gang',
    },
    topBanner: { text: 'Bestill innen {date} for levering før jul.', linkLabel: 'Kom i gang' },
    footer: {
      productsHeading: 'Produkter',
      companyHeading: 'Selskapet',
      helpHeading: 'Kom i gang',
      workWithUs: 'Jobb hos oss',
      create: 'Lag din egen',
      stories: 'Historier',
      tagline: 'Lumibook gjør favorittbildene dine om til bøker og bilder du kan holde i hånden.',
      copyright: '© 2026 Lumibook. Alle rettigheter forbeholdt.',
    },
  },
  campaign: {
    createButtons: { photobooks: 'Lag en fotobok', prints: 'Fremkall bilder' },
    usps: {
      title: 'Hvorfor velge Lumibook?',
      points: [
        {
          title: 'Trykt med omhu',
          body: 'Tykt papir, naturtro farger og en solid innbinding som holder i mange år.',
        },
        {
          title: 'Raskt hjem til deg',
          body: 'Vi trykker bestillingen din raskt og sender den rett hjem til deg.',
        },
        {
          title: 'Laget med kjærlighet',
          body: 'Hver bok og hvert bilde lages bare for deg, av øyeblikkene som betyr mest.',
        },
        {
          title: 'Enkelt på mobil og datamaskin',
          body: 'Begynn i Lumibook-appen eller på datamaskinen, og fortsett der du slapp.',
        },
      ],
    },
    prices: {
      book: {
        title: 'Priser på fotobøker',
        subtitle:
          'Tre formater til enhver historie, fra en lett bok med myk perm til en stor bok med hard perm.',
      },
      print: {
        title: 'Priser på fremkalling',
        subtitle: 'Halvblankt eller matt papir – bildene kommer klare for rammer, album og vegger.',
      },
    },
    countdown: {
      targetText: 'Så lang tid har du igjen til å bestille til jul',
      eventEndText: 'Siste sjanse – julekampanjen vår slutter om',
    },
    reviewsHeading: 'Dette sier kundene våre',
    preFooter: {
      headline: 'Klar til å lage noe du vil ta vare på?',
      text: 'Gjør favorittbildene dine til en fotobok eller fremkalte bilder på bare noen minutter.',
      buttonText: 'Kom i gang',
    },
  },
}
