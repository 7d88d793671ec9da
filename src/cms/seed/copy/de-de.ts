import type { LocaleCopy } from './types'

export const copy: LocaleCopy = {
  pages: {
    home: {
      path: '',
      title: 'Lumibook – persönliche Fotobücher und Fotoabzüge',
      metaDescription:
        'Mach aus deinen Lieblingsfotos persönliche Fotobücher und Abzüge. Gestalte online oder in der Lumibook App und lass dir alles nach Hause liefern.',
      heading: 'Deine Fotos, schön gedruckt',
      intro: 'Gestalte ein persönliches Fotobuch oder Abzüge von den Momenten, die dir am meisten bedeuten.',
      paragraphs: [
        'Wähl deine Fotos aus, such dir ein Layout aus und wir drucken und binden alles mit Sorgfalt. Das dauert nur ein paar Minuten und hält viele Jahre.',
        'Wenig Zeit? Fang unterwegs in der Lumibook App an und mach später ganz entspannt am Computer weiter.',
      ],
      buttonText: 'Fotobuch gestalten',
    },
    photobooks: {
      path: 'photobooks',
      title: 'Fotobücher',
      metaDescription:
        'Persönliche Fotobücher als Hardcover 27x27 cm, Hardcover 20x20 cm oder Softcover 20x20 cm. Gestalte dein Fotobuch mit Lumibook in wenigen Minuten.',
      heading: 'Fotobücher zum Behalten',
      intro: 'Drei Formate, ein Ziel: ein Buch, das du immer wieder gern aufschlägst.',
      paragraphs: [
        'Nimm das große Hardcover 27x27 cm für deine schönsten Geschichten, das Hardcover 20x20 cm für Alltagsmomente oder das leichte Softcover 20x20 cm zum Verschenken.',
        'Jede Seite wird auf dickes, mattes Papier gedruckt. So bleiben die Farben echt und Fingerabdrücke unsichtbar.',
      ],
      buttonText: 'Fotobuch gestalten',
    },
    photoprints: {
      path: 'photoprints',
      title: 'Fotoabzüge',
      metaDescription:
        'Bestell Fotoabzüge auf seidenglänzendem oder mattem Papier. Brillante Farben, stabiles Papier und schnelle Lieferung – direkt vom Handy oder PC.',
      heading: 'Fotoabzüge in echten Farben',
      intro: 'Hol deine Lieblingsbilder vom Bildschirm und halt sie endlich in der Hand.',
      paragraphs: [
        'Seidenglanz sorgt für kräftige Farben und tiefes Schwarz, mattes Papier für einen sanften Look ganz ohne Spiegelungen.',
        'Lade deine Fotos direkt vom Handy hoch, schneide sie zu, wie es dir gefällt, und wir kümmern uns um den Rest.',
      ],
      buttonText: 'Abzüge bestellen',
    },
    prints: {
      path: 'prints',
      title: 'Fotoabzüge für Rahmen und Wände',
      metaDescription:
        'Fotoabzüge für Bilderrahmen, Kühlschranktür und Fotowand. Auf seidenglänzendem oder mattem Papier, sorgfältig gedruckt und schnell geliefert.',
      heading: 'Abzüge für jeden Rahmen und jede Wand',
      intro:
        'Ob ein einzelnes Lieblingsbild oder eine ganze Fotowand: Deine Abzüge kommen bereit zum Aufhängen an.',
      paragraphs: [
        'Kombinier verschiedene Größen zu einer Wand, die eine Geschichte erzählt, oder bestell gleich einen Stapel für Familie und Freunde.',
        'Mattes Papier passt perfekt hinter Glas, Seidenglanz bringt die Farben an der Kühlschranktür zum Leuchten.',
      ],
      buttonText: 'Abzüge bestellen',
    },
    workWithUs: {
      path: 'about-us/work-with-us',
      title: 'Arbeite mit uns',
      metaDescription:
        'Werde Teil des Lumibook Teams und hilf Menschen, ihre Erinnerungen festzuhalten. Wir suchen Entwickler, Designer und Kundenservice-Profis.',
      heading: 'Arbeite mit uns',
      intro: 'Wir helfen Millionen Menschen, aus Fotos etwas zum Anfassen zu machen. Bist du dabei?',
      paragraphs: [
        'Bei uns arbeiten Entwicklung, Design, Druckerei und Kundenservice eng zusammen – im Büro und remote.',
        'Wir schätzen Neugier, Freundlichkeit und gutes Handwerk. Schau dir unsere offenen Stellen an und sag Hallo.',
      ],
      buttonText: 'Offene Stellen ansehen',
    },
    create: {
      path: 'create',
      title: 'Jetzt gestalten',
      metaDescription:
        'Leg los mit Lumibook: Wähl ein persönliches Fotobuch oder Fotoabzüge und gestalte sie in wenigen Minuten online oder in der App.',
      heading: 'Was möchtest du gestalten?',
      intro:
        'Wähl ein Fotobuch oder Abzüge, um loszulegen. Du kannst jederzeit speichern und später weitermachen.',
      paragraphs: [
        'Fotobücher gibt es in drei Formaten, vom leichten Softcover bis zum großen Hardcover für deine größten Abenteuer.',
        'Abzüge bekommst du auf seidenglänzendem oder mattem Papier, bereit für Rahmen, Alben und Wände.',
      ],
      buttonText: 'Fotobuch gestalten',
    },
    startCreatingPhotobooks: {
      path: 'fotobuch-erstellen',
      title: 'Fotobuch erstellen',
      metaDescription:
        'Dein Fotobuch in drei einfachen Schritten: Format wählen, Fotos hinzufügen und jede Seite gestalten. Starte noch heute dein Lumibook Fotobuch.',
      heading: 'Dein Fotobuch in drei Schritten',
      intro: 'Ein Fotobuch zu erstellen ist einfacher, als du denkst.',
      paragraphs: [
        'Wähl zuerst Format und Cover. Dann fügst du deine Fotos hinzu: Wir ordnen sie automatisch an, und du kannst alles nach Lust und Laune verschieben.',
        'Zum Schluss ergänzt du Bildunterschriften, Daten und kleine Notizen, prüfst die Vorschau und bestellst. Wir drucken und liefern direkt zu dir.',
      ],
      buttonText: 'Fotobuch gestalten',
    },
    notFound: {
      path: '404',
      title: 'Seite nicht gefunden',
      metaDescription:
        'Die gesuchte Seite gibt es leider nicht. Auf der Lumibook Startseite findest du alles rund um Fotobücher und Fotoabzüge.',
      heading: 'Diese Seite haben wir nicht gefunden',
      intro: 'Vielleicht ist der Link veraltet oder die Seite ist umgezogen.',
      paragraphs: [
        'Keine Sorge, deine Fotos sind nicht verloren.',
        'Geh zurück zur Startseite oder fang direkt mit deinem Fotobuch an.',
      ],
      buttonText: 'Zurück zur Startseite',
    },
  },
  stories: {
    travelBook: {
      path: 'tipps-fuer-dein-reisefotobuch',
      title: 'Fünf Tipps für ein Reisefotobuch, das du lieben wirst',
      intro: 'Zurück aus dem Urlaub mit tausend Fotos? So wird daraus ein Buch, das du gern behältst.',
      paragraphs: [
        'Such dir zuerst deine fünfzig Favoriten aus. Sei streng: Ein starkes Foto vom Ausblick schlägt fünf fast gleiche.',
        'Erzähl die Reise der Reihe nach und misch weite Landschaften mit Nahaufnahmen von Essen, Tickets und Gesichtern.',
        'Schreib zu jeder Doppelseite eine kurze Bildunterschrift. In zehn Jahren bist du froh, dass du dir den Namen des kleinen Cafés notiert hast.',
      ],
    },
    babyFirstYear: {
      path: 'babys-erstes-jahr-im-fotobuch',
      title: 'Das erste Babyjahr in einem Fotobuch',
      intro: 'Das erste Jahr vergeht wie im Flug. Ein Fotobuch hält jeden Meilenstein an einem Ort fest.',
      paragraphs: [
        'Gib jedem Monat eine eigene Doppelseite, mit einem großen Foto und ein paar kleinen drumherum.',
        'Halte auch die kleinen Dinge fest: die ersten Wörter, das Lieblingskuscheltier, das Datum der ersten Schritte.',
        'Bestell gleich ein zweites Exemplar für Oma und Opa. Es wird schnell das meistgelesene Buch im Haus.',
      ],
    },
    printWall: {
      path: 'fotowand-mit-abzuegen-gestalten',
      title: 'So gestaltest du eine Fotowand mit Abzügen',
      intro: 'Eine Wand voller Fotoabzüge macht aus einem schlichten Zimmer einen Raum voller Erinnerungen.',
      paragraphs: [
        'Leg deine Abzüge zuerst auf dem Boden aus und mach ein Foto von der Anordnung, bevor du zum Hammer greifst.',
        'Halte die Abstände zwischen den Rahmen gleich, etwa fünf Zentimeter. So wirkt die Wand ruhig, egal wie viele Bilder du aufhängst.',
        'Für Abzüge hinter Glas ist mattes Papier ideal: Es spiegelt nicht und sieht aus jedem Blickwinkel gut aus.',
      ],
    },
  },
  chrome: {
    nav: {
      photobooks: 'Fotobücher',
      photoprints: 'Fotoabzüge',
      stories: 'Geschichten',
      startCreating: 'Jetzt gestalten',
    },
    topBanner: {
      text: 'Bestell bis zum {date}, damit alles vor Weihnachten ankommt.',
      linkLabel: 'Jetzt gestalten',
    },
    footer: {
      productsHeading: 'Produkte',
      companyHeading: 'Unternehmen',
      helpHeading: 'Loslegen',
      workWithUs: 'Jobs bei Lumibook',
      create: 'Gestalten',
      stories: 'Geschichten',
      tagline: 'Lumibook macht aus deinen Lieblingsfotos Bücher und Abzüge zum Anfassen.',
      copyright: '© 2026 Lumibook. Alle Rechte vorbehalten.',
    },
  },
  campaign: {
    createButtons: { photobooks: 'Fotobuch gestalten', prints: 'Fotoabzüge bestellen' },
    usps: {
      title: 'Warum Lumibook?',
      points: [
        {
          title: 'Mit Sorgfalt gedruckt',
          body: 'Dickes Papier, echte Farben und eine stabile Bindung, die viele Jahre hält.',
        },
        {
          title: 'Schnell bei dir zu Hause',
          body: 'Wir drucken deine Bestellung zügig und schicken sie direkt zu dir nach Hause.',
        },
        {
          title: 'Mit Liebe gemacht',
          body: 'Jedes Buch und jeder Abzug entsteht nur für dich – aus den Momenten, die dir am meisten bedeuten.',
        },
        {
          title: 'Einfach am Handy oder PC',
          body: 'Gestalte in der Lumibook-App oder am Computer und mach jederzeit dort weiter, wo du aufgehört hast.',
        },
      ],
    },
    prices: {
      book: {
        title: 'Preise für Fotobücher',
        subtitle: 'Drei Formate für jede Geschichte – vom leichten Softcover bis zum großen Hardcover.',
      },
      print: {
        title: 'Preise für Fotoabzüge',
        subtitle: 'Auf seidenglänzendem oder mattem Papier, bereit für Rahmen, Alben und Wände.',
      },
    },
    countdown: {
      targetText: 'So lange kannst du noch für Weihnachten bestellen',
      eventEndText: 'Letzte Chance: Unsere Weihnachtsaktion endet in',
    },
    reviewsHeading: 'Das sagen unsere Kunden',
    preFooter: {
      headline: 'Bereit für etwas, das bleibt?',
      text: 'Mach aus deinen Lieblingsfotos in wenigen Minuten ein Fotobuch oder schöne Abzüge.',
      buttonText: 'Jetzt gestalten',
    },
  },
}
