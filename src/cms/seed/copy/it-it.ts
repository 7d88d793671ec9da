import type { LocaleCopy } from './types'

export const copy: LocaleCopy = {
  pages: {
    home: {
      path: '',
      title: 'Lumibook – fotolibri e stampe fotografiche personalizzati',
      metaDescription:
        'Trasforma le tue foto preferite in fotolibri e stampe personalizzati. Crea online o con l’app Lumibook e ricevi tutto comodamente a casa.',
      heading: 'Le tue foto, stampate con cura',
      intro: 'Crea un fotolibro personalizzato o una serie di stampe con i momenti che ami di più.',
      paragraphs: [
        'Scegli le foto, decidi l’impaginazione e al resto pensiamo noi, dalla stampa alla rilegatura. Bastano pochi minuti per un ricordo che dura anni.',
        'Hai poco tempo? Inizia sul telefono con l’app Lumibook e finisci dal computer quando vuoi.',
      ],
      buttonText: 'Crea un fotolibro',
    },
    photobooks: {
      path: 'photobooks',
      title: 'Fotolibri',
      metaDescription:
        'Fotolibri personalizzati con copertina rigida 27x27 cm, copertina rigida 20x20 cm e copertina morbida 20x20 cm. Crea il tuo online in pochi minuti.',
      heading: 'Fotolibri da conservare per sempre',
      intro: 'Tre formati, un solo obiettivo: un libro che vorrai sfogliare ancora e ancora.',
      paragraphs: [
        'Scegli la copertina rigida 27x27 cm per i racconti più importanti, la copertina rigida 20x20 cm per i ricordi di tutti i giorni o la leggera copertina morbida 20x20 cm da regalare.',
        'Ogni pagina è stampata su carta spessa e opaca: i colori restano fedeli e le impronte non si vedono.',
      ],
      buttonText: 'Crea un fotolibro',
    },
    photoprints: {
      path: 'photoprints',
      title: 'Stampe fotografiche',
      metaDescription:
        'Ordina stampe fotografiche su carta semilucida o opaca. Colori nitidi, carta resistente e consegna rapida, direttamente dal telefono o dal computer.',
      heading: 'Stampe fotografiche dai colori veri',
      intro: 'Porta le tue foto preferite fuori dallo schermo e tienile finalmente tra le mani.',
      paragraphs: [
        'Scegli la carta semilucida per colori vivaci e neri profondi, oppure quella opaca per una finitura morbida e senza riflessi.',
        'Carica le foto dal telefono, ritagliale come preferisci e al resto pensiamo noi.',
      ],
      buttonText: 'Ordina le stampe',
    },
    prints: {
      path: 'prints',
      title: 'Stampe per cornici e pareti',
      metaDescription:
        'Stampe pensate per cornici, frigoriferi e pareti di foto. Carta semilucida o opaca, stampate con cura e consegnate in fretta da Lumibook.',
      heading: 'Stampe per ogni cornice e parete',
      intro:
        'Da una sola foto del cuore a un’intera parete di ricordi: le tue stampe arrivano pronte da appendere.',
      paragraphs: [
        'Mescola formati diversi per creare una parete che racconta una storia, oppure ordinane una pila da condividere con amici e parenti.',
        'La carta opaca è ideale sotto vetro, mentre quella semilucida fa risaltare i colori sulla porta del frigo.',
      ],
      buttonText: 'Ordina le stampe',
    },
    workWithUs: {
      path: 'about-us/work-with-us',
      title: 'Lavora con noi',
      metaDescription:
        'Entra nel team Lumibook e aiuta le persone a custodire i loro ricordi. Cerchiamo sviluppatori, designer ed esperti di assistenza clienti in Europa.',
      heading: 'Lavora con noi',
      intro:
        'Aiutiamo milioni di persone a trasformare le foto in qualcosa da tenere tra le mani. Vuoi darci una mano?',
      paragraphs: [
        'Sviluppatori, designer, tipografi ed esperti di assistenza clienti lavorano fianco a fianco, in ufficio e da remoto.',
        'Ci stanno a cuore la curiosità, la gentilezza e il lavoro ben fatto. Dai un’occhiata alle posizioni aperte e presentati.',
      ],
      buttonText: 'Leggi le nostre storie',
    },
    create: {
      path: 'create',
      title: 'Inizia a creare',
      metaDescription:
        'Inizia a creare con Lumibook: scegli un fotolibro personalizzato o delle stampe fotografiche e realizzali online o con l’app in pochi minuti.',
      heading: 'Cosa vuoi creare oggi?',
      intro:
        'Scegli un fotolibro o delle stampe per cominciare. Puoi salvare il progetto e riprenderlo quando vuoi.',
      paragraphs: [
        'I fotolibri sono disponibili in tre formati, dalla leggera copertina morbida alla grande copertina rigida per le avventure più belle.',
        'Le stampe sono su carta semilucida o opaca, pronte per cornici, album e pareti.',
      ],
      buttonText: 'Crea un fotolibro',
    },
    startCreatingPhotobooks: {
      path: 'crea-il-tuo-fotolibro',
      title: 'Crea il tuo fotolibro',
      metaDescription:
        'Crea un fotolibro in tre semplici passaggi: scegli il formato, aggiungi le foto e personalizza ogni pagina. Inizia oggi il tuo fotolibro Lumibook.',
      heading: 'Il tuo fotolibro in tre passaggi',
      intro: 'Creare un fotolibro è più facile di quanto pensi.',
      paragraphs: [
        'Per prima cosa scegli formato e copertina. Poi aggiungi le foto: le impaginiamo noi e tu puoi spostarle come preferisci.',
        'Infine aggiungi didascalie, date e piccole note, controlla l’anteprima e ordina. Noi lo stampiamo e te lo consegniamo a casa.',
      ],
      buttonText: 'Crea un fotolibro',
    },
    notFound: {
      path: '404',
      title: 'Pagina non trovata',
      metaDescription:
        'La pagina che cercavi non esiste o è stata spostata. Torna alla home di Lumibook per scoprire i nostri fotolibri e le stampe fotografiche.',
      heading: 'Questa pagina non c’è',
      intro: 'Forse il link è vecchio, oppure la pagina è stata spostata.',
      paragraphs: [
        'Nessun problema: capita anche alle foto migliori di finire nella cartella sbagliata.',
        'Torna alla home oppure inizia subito a creare il tuo fotolibro.',
      ],
      buttonText: 'Torna alla home',
    },
  },
  stories: {
    travelBook: {
      path: 'consigli-fotolibro-di-viaggio',
      title: 'Cinque consigli per un fotolibro di viaggio che amerai',
      intro: 'Di ritorno dalle vacanze con mille foto? Ecco come trasformarle in un libro da custodire.',
      paragraphs: [
        'Inizia scegliendo le tue cinquanta foto preferite. Non fare sconti: uno scorcio perfetto vale più di cinque scatti quasi identici.',
        'Racconta il viaggio in ordine e alterna i grandi paesaggi ai dettagli: piatti, biglietti, volti.',
        'Chiudi con una breve didascalia su ogni doppia pagina. Tra dieci anni sarai felice di ricordare il nome di quel piccolo caffè.',
      ],
    },
    babyFirstYear: {
      path: 'primo-anno-del-bambino',
      title: 'Il primo anno del tuo bambino in un libro',
      intro: 'Il primo anno vola via in un attimo. Un fotolibro raccoglie ogni traguardo in un unico posto.',
      paragraphs: [
        'Dedica a ogni mese una doppia pagina, con una foto grande e qualche foto più piccola intorno.',
        'Aggiungi i piccoli dettagli: le prime parole, i giochi preferiti, la data dei primi passi.',
        'Ordina una seconda copia per i nonni: diventerà presto il libro più sfogliato di casa.',
      ],
    },
    printWall: {
      path: 'parete-di-foto-con-stampe',
      title: 'Come creare una parete di foto con le tue stampe',
      intro:
        'Una parete di stampe fotografiche trasforma una stanza qualunque in uno spazio pieno di ricordi.',
      paragraphs: [
        'Prima di prendere martello e chiodi, disponi le stampe sul pavimento e scatta una foto della composizione.',
        'Mantieni la stessa distanza tra le cornici, circa cinque centimetri: la parete resterà ordinata, qualunque sia il numero di stampe.',
        'Per le stampe incorniciate sotto vetro scegli la carta opaca: evita i riflessi e sta bene da ogni angolazione.',
      ],
    },
  },
  chrome: {
    nav: {
      photobooks: 'Fotolibri',
      photoprints: 'Stampe fotografiche',
      stories: 'Storie',
      startCreating: 'Inizia a creare',
    },
    topBanner: {
      text: 'Ordina entro il {date} per ricevere tutto prima di Natale.',
      linkLabel: 'Inizia a creare',
    },
    footer: {
      productsHeading: 'Prodotti',
      companyHeading: 'Azienda',
      helpHeading: 'Per iniziare',
      workWithUs: 'Lavora con noi',
      create: 'Crea',
      stories: 'Storie',
      tagline: 'Lumibook trasforma le tue foto preferite in libri e stampe da tenere tra le mani.',
      copyright: '© 2026 Lumibook. Tutti i diritti riservati.',
    },
  },
  campaign: {
    createButtons: { photobooks: 'Crea un fotolibro', prints: 'Ordina le stampe' },
    usps: {
      title: 'Perché scegliere Lumibook?',
      points: [
        {
          title: 'Stampato con cura',
          body: 'Carta spessa, colori fedeli e una rilegatura robusta che dura negli anni.',
        },
        {
          title: 'Consegna rapida a casa tua',
          body: 'Stampiamo il tuo ordine in tempi brevi e te lo spediamo direttamente alla porta.',
        },
        {
          title: 'Fatto con amore',
          body: 'Ogni libro e ogni stampa nascono solo per te, dai momenti che contano di più.',
        },
        {
          title: 'Facile da telefono o computer',
          body: 'Inizia nell’app Lumibook o sul computer e riprendi da dove avevi lasciato.',
        },
      ],
    },
    prices: {
      book: {
        title: 'Prezzi dei fotolibri',
        subtitle:
          'Tre formati per ogni storia, dalla leggera copertina morbida alla grande copertina rigida.',
      },
      print: {
        title: 'Prezzi delle stampe',
        subtitle: 'Su carta semilucida o opaca, pronte per cornici, album e pareti.',
      },
    },
    countdown: {
      targetText: 'Ordina in tempo per Natale, mancano',
      eventEndText: 'Ultima occasione: la campagna di Natale termina tra',
    },
    reviewsHeading: 'Cosa dicono i nostri clienti',
    preFooter: {
      headline: 'Voglia di creare un ricordo da conservare?',
      text: 'Trasforma le tue foto preferite in un fotolibro o in stampe in pochi minuti.',
      buttonText: 'Inizia a creare',
    },
  },
}
