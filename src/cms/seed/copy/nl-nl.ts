import type { LocaleCopy } from './types'

export const copy: LocaleCopy = {
  pages: {
    home: {
      path: '',
      title: 'Lumibook – persoonlijke fotoboeken en fotoafdrukken',
      metaDescription:
        'Maak van je favoriete foto’s een persoonlijk fotoboek of mooie afdrukken. Ontwerp online of in de Lumibook-app en laat alles thuisbezorgen.',
      heading: 'Jouw foto’s, prachtig gedrukt',
      intro: 'Maak een persoonlijk fotoboek of een set afdrukken van de momenten die je het meest koestert.',
      paragraphs: [
        'Kies je foto’s en een lay-out, en wij drukken en binden alles met zorg. Het kost je maar een paar minuten en je geniet er jaren van.',
        'Weinig tijd? Begin op je telefoon in de Lumibook-app en maak het later op je computer af, wanneer het jou uitkomt.',
      ],
      buttonText: 'Maak een fotoboek',
    },
    photobooks: {
      path: 'photobooks',
      title: 'Fotoboeken',
      metaDescription:
        'Persoonlijke fotoboeken in hardcover 27x27 cm, hardcover 20x20 cm en softcover 20x20 cm. Ontwerp jouw fotoboek in een paar minuten met Lumibook.',
      heading: 'Fotoboeken om te bewaren',
      intro: 'Drie formaten, één doel: een boek dat je steeds weer openslaat.',
      paragraphs: [
        'Kies de grote hardcover 27x27 cm voor je mooiste verhalen, de hardcover 20x20 cm voor alledaagse herinneringen of de lichte softcover 20x20 cm om cadeau te geven.',
        'Elke pagina wordt gedrukt op dik, mat papier. Zo blijven de kleuren echt en zie je geen vingerafdrukken.',
      ],
      buttonText: 'Maak een fotoboek',
    },
    photoprints: {
      path: 'photoprints',
      title: 'Fotoafdrukken',
      metaDescription:
        'Bestel fotoafdrukken op zijdeglans of mat papier. Heldere kleuren, stevig papier en snelle levering, rechtstreeks vanaf je telefoon of computer.',
      heading: 'Fotoafdrukken met echte kleuren',
      intro: 'Haal je favoriete foto’s van je scherm en houd ze gewoon in je handen.',
      paragraphs: [
        'Kies zijdeglans voor sprekende kleuren en diep zwart, of mat papier voor een zachte uitstraling zonder schittering.',
        'Upload je foto’s direct vanaf je telefoon, snijd ze bij zoals jij wilt en wij doen de rest.',
      ],
      buttonText: 'Afdrukken bestellen',
    },
    prints: {
      path: 'prints',
      title: 'Afdrukken voor lijsten en muren',
      metaDescription:
        'Fotoafdrukken voor fotolijsten, de koelkastdeur en je fotomuur. Op zijdeglans of mat papier, met zorg gedrukt en snel bij je thuisbezorgd.',
      heading: 'Afdrukken voor elke lijst en elke muur',
      intro: 'Van één favoriete foto tot een complete fotomuur: je afdrukken komen klaar om op te hangen.',
      paragraphs: [
        'Combineer verschillende formaten tot een muur die een verhaal vertelt, of bestel een stapel om te delen met familie en vrienden.',
        'Mat papier staat mooi achter glas, zijdeglans laat de kleuren knallen op de koelkastdeur.',
      ],
      buttonText: 'Afdrukken bestellen',
    },
    workWithUs: {
      path: 'about-us/work-with-us',
      title: 'Werken bij Lumibook',
      metaDescription:
        'Kom bij het team van Lumibook en help mensen hun herinneringen te bewaren. We zoeken developers, designers en klantenservicetalent in Europa.',
      heading: 'Werken bij Lumibook',
      intro: 'We helpen miljoenen mensen om van foto’s iets tastbaars te maken. Help je mee?',
      paragraphs: [
        'Onze developers, designers, drukkers en klantenservice werken nauw samen, op kantoor en op afstand.',
        'We houden van nieuwsgierigheid, vriendelijkheid en vakmanschap. Bekijk onze vacatures en zeg gerust hallo.',
      ],
      buttonText: 'Bekijk de vacatures',
    },
    create: {
      path: 'create',
      title: 'Aan de slag',
      metaDescription:
        'Ga aan de slag met Lumibook: kies een persoonlijk fotoboek of fotoafdrukken en ontwerp ze in een paar minuten online of in de app.',
      heading: 'Wat wil je maken?',
      intro: 'Kies een fotoboek of afdrukken om te beginnen. Je kunt altijd opslaan en later verdergaan.',
      paragraphs: [
        'Fotoboeken zijn er in drie formaten, van een lichte softcover tot een grote hardcover voor je grootste avonturen.',
        'Afdrukken krijg je op zijdeglans of mat papier, klaar voor lijsten, albums en muren.',
      ],
      buttonText: 'Maak een fotoboek',
    },
    startCreatingPhotobooks: {
      path: 'begin-met-je-fotoboek',
      title: 'Begin met je fotoboek',
      metaDescription:
        'Maak je fotoboek in drie simpele stappen: kies een formaat, voeg je foto’s toe en maak elke pagina persoonlijk. Begin vandaag nog met Lumibook.',
      heading: 'Je fotoboek in drie stappen',
      intro: 'Een fotoboek maken is makkelijker dan je denkt.',
      paragraphs: [
        'Kies eerst een formaat en een omslag. Voeg dan je foto’s toe: wij zetten ze alvast op hun plek en jij schuift alles zoals je wilt.',
        'Zet er tot slot bijschriften, data en kleine notities bij, bekijk het voorbeeld en bestel. Wij drukken het boek en bezorgen het bij je thuis.',
      ],
      buttonText: 'Maak een fotoboek',
    },
    notFound: {
      path: '404',
      title: 'Pagina niet gevonden',
      metaDescription:
        'De pagina die je zoekt bestaat niet (meer). Ga terug naar de homepage van Lumibook voor fotoboeken en fotoafdrukken.',
      heading: 'Deze pagina kunnen we niet vinden',
      intro: 'Misschien is de link verouderd of is de pagina verhuisd.',
      paragraphs: [
        'Geen zorgen, je foto’s zijn niet kwijt.',
        'Ga terug naar de homepage of begin meteen aan je fotoboek.',
      ],
      buttonText: 'Terug naar de homepage',
    },
  },
  stories: {
    travelBook: {
      path: 'tips-voor-je-reisfotoboek',
      title: 'Vijf tips voor een reisfotoboek waar je blij van wordt',
      intro: 'Terug van vakantie met duizend foto’s? Zo maak je er een boek van dat je wilt bewaren.',
      paragraphs: [
        'Kies eerst je vijftig favorieten. Wees streng: één sterke foto van het uitzicht is beter dan vijf bijna dezelfde.',
        'Vertel de reis op volgorde en wissel weidse landschappen af met close-ups van eten, kaartjes en gezichten.',
        'Zet bij elke dubbele pagina een kort bijschrift. Over tien jaar ben je blij dat je de naam van dat kleine café hebt opgeschreven.',
      ],
    },
    babyFirstYear: {
      path: 'eerste-jaar-van-je-baby',
      title: 'Het eerste jaar van je baby in een boek',
      intro: 'Het eerste jaar vliegt voorbij. Een fotoboek bewaart elke mijlpaal op één plek.',
      paragraphs: [
        'Geef elke maand een eigen dubbele pagina, met één grote foto en een paar kleine eromheen.',
        'Leg ook de kleine dingen vast: de eerste woordjes, het favoriete knuffeltje, de datum van de eerste stapjes.',
        'Bestel meteen een tweede exemplaar voor opa en oma. Het wordt gegarandeerd het meest gelezen boek in huis.',
      ],
    },
    printWall: {
      path: 'fotomuur-maken-met-afdrukken',
      title: 'Zo maak je een fotomuur met afdrukken',
      intro: 'Een muur vol fotoafdrukken maakt van een kale kamer een plek vol herinneringen.',
      paragraphs: [
        'Leg je afdrukken eerst op de vloer en maak een foto van de opstelling voordat je de hamer pakt.',
        'Houd de ruimte tussen de lijsten overal gelijk, zo’n vijf centimeter. Dan oogt de muur rustig, hoeveel foto’s je ook ophangt.',
        'Kies mat papier voor afdrukken achter glas: dat voorkomt spiegelingen en ziet er vanuit elke hoek goed uit.',
      ],
    },
  },
  chrome: {
    nav: {
      photobooks: 'Fotoboeken',
      photoprints: 'Fotoafdrukken',
      stories: 'Verhalen',
      startCreating: 'Aan de slag',
    },
    topBanner: {
      text: 'Bestel vóór {date}, dan heb je het op tijd voor kerst.',
      linkLabel: 'Aan de slag',
    },
    footer: {
      productsHeading: 'Producten',
      companyHeading: 'Over ons',
      helpHeading: 'Aan de slag',
      workWithUs: 'Werken bij Lumibook',
      create: 'Maken',
      stories: 'Verhalen',
      tagline: 'Lumibook maakt van je favoriete foto’s boeken en afdrukken om vast te houden.',
      copyright: '© 2026 Lumibook. Alle rechten voorbehouden.',
    },
  },
  campaign: {
    createButtons: { photobooks: 'Maak een fotoboek', prints: 'Bestel fotoafdrukken' },
    usps: {
      title: 'Waarom Lumibook?',
      points: [
        {
          title: 'Met zorg gedrukt',
          body: 'Dik papier, echte kleuren en een stevige binding die jarenlang meegaat.',
        },
        {
          title: 'Snel bij je thuis',
          body: 'We drukken je bestelling vlot en bezorgen hem gewoon bij je aan de deur.',
        },
        {
          title: 'Met liefde gemaakt',
          body: 'Elk boek en elke afdruk maken we speciaal voor jou, van de momenten die er echt toe doen.',
        },
        {
          title: 'Makkelijk op telefoon en computer',
          body: 'Begin in de Lumibook-app of op je computer en ga verder waar je gebleven was.',
        },
      ],
    },
    prices: {
      book: {
        title: 'Prijzen fotoboeken',
        subtitle: 'Drie formaten voor elk verhaal, van een lichte softcover tot een grote hardcover.',
      },
      print: {
        title: 'Prijzen fotoafdrukken',
        subtitle: 'Op zijdeglans of mat papier, klaar voor lijsten, albums en muren.',
      },
    },
    countdown: {
      targetText: 'Bestel op tijd voor kerst, je hebt nog',
      eventEndText: 'Laatste kans: onze kerstactie eindigt over',
    },
    reviewsHeading: 'Dit zeggen onze klanten',
    preFooter: {
      headline: 'Zin om iets blijvends te maken?',
      text: 'Maak in een paar minuten een fotoboek of afdrukken van je favoriete foto’s.',
      buttonText: 'Aan de slag',
    },
  },
}
