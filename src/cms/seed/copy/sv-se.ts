import type { LocaleCopy } from './types'

export const copy: LocaleCopy = {
  pages: {
    home: {
      path: '',
      title: 'Lumibook – personliga fotoböcker och framkallade foton',
      metaDescription:
        'Gör dina favoritbilder till personliga fotoböcker och framkallade foton. Skapa på datorn eller i Lumibook-appen och få dem levererade hem.',
      heading: 'Dina bilder, vackert tryckta',
      intro: 'Gör en personlig fotobok eller framkalla bilderna från stunderna du vill minnas.',
      paragraphs: [
        'Välj bilder och layout, så trycker och binder vi boken med omsorg. Det tar bara några minuter och resultatet håller i många år.',
        'Ont om tid? Börja i mobilen med Lumibook-appen och gör klart på datorn när det passar dig.',
      ],
      buttonText: 'Skapa en fotobok',
    },
    photobooks: {
      path: 'photobooks',
      title: 'Fotoböcker',
      metaDescription:
        'Personliga fotoböcker med hårt omslag 27x27 cm, hårt omslag 20x20 cm eller mjukt omslag 20x20 cm. Skapa din egen på några minuter.',
      heading: 'Fotoböcker att spara för alltid',
      intro: 'Tre format med samma mål: en bok du vill bläddra i om och om igen.',
      paragraphs: [
        'Välj hårt omslag i 27x27 cm för de stora berättelserna, hårt omslag i 20x20 cm för vardagens minnen eller mjukt omslag i 20x20 cm att ge bort.',
        'Varje sida trycks på tjockt, matt papper, så färgerna blir naturtrogna och fingeravtrycken syns inte.',
      ],
      buttonText: 'Skapa en fotobok',
    },
    photoprints: {
      path: 'photoprints',
      title: 'Fotoframkallning',
      metaDescription:
        'Framkalla dina foton på halvblankt eller matt papper. Klara färger, stadigt papper och snabb leverans – beställ direkt från mobilen eller datorn.',
      heading: 'Framkallade foton med äkta färger',
      intro: 'Ta dina favoritbilder från skärmen och håll dem i handen igen.',
      paragraphs: [
        'Välj halvblankt papper för lysande färger och djupt svart, eller matt papper för en mjuk yta utan reflexer.',
        'Ladda upp direkt från mobilen, beskär varje bild som du vill ha den och låt oss sköta resten.',
      ],
      buttonText: 'Beställ foton',
    },
    prints: {
      path: 'prints',
      title: 'Foton för ramar och väggar',
      metaDescription:
        'Foton i storlekar för ramar, kylskåpsdörrar och fotoväggar. Halvblankt eller matt papper, tryckt med omsorg och snabbt levererat av Lumibook.',
      heading: 'Bilder för varje ram och vägg',
      intro: 'Från en enda favorit till en hel fotovägg – dina bilder kommer redo att hängas upp.',
      paragraphs: [
        'Blanda storlekar och bygg en vägg som berättar något, eller beställ en hel bunt att dela med familj och vänner.',
        'Matt papper passar fint bakom glas i en ram, medan halvblankt får färgerna att lysa på kylskåpsdörren.',
      ],
      buttonText: 'Beställ foton',
    },
    workWithUs: {
      path: 'about-us/work-with-us',
      title: 'Jobba hos oss',
      metaDescription:
        'Bli en del av Lumibook och hjälp människor att bevara sina minnen. Vi söker utvecklare, designers och kundtjänstexperter runt om i Europa.',
      heading: 'Jobba hos oss',
      intro:
        'Vi hjälper miljontals människor att göra bilder till något de kan hålla i handen. Vill du vara med?',
      paragraphs: [
        'Våra utvecklare, designers, tryckare och kundtjänstmedarbetare jobbar tätt ihop, både på kontoret och på distans.',
        'Vi värdesätter nyfikenhet, vänlighet och gott hantverk. Kika på våra lediga tjänster och hör av dig.',
      ],
      buttonText: 'Läs våra berättelser',
    },
    create: {
      path: 'create',
      title: 'Börja skapa',
      metaDescription:
        'Börja skapa med Lumibook: välj en personlig fotobok eller framkallade foton och gör dem klara på datorn eller i appen på några minuter.',
      heading: 'Vad vill du skapa?',
      intro: 'Välj en fotobok eller foton för att komma igång. Du kan spara och fortsätta när du vill.',
      paragraphs: [
        'Fotoböckerna finns i tre format, från ett lätt mjukt omslag till en stor bok med hårt omslag för dina största äventyr.',
        'Fotona trycks på halvblankt eller matt papper, redo för ramar, album och väggar.',
      ],
      buttonText: 'Skapa en fotobok',
    },
    startCreatingPhotobooks: {
      path: 'borja-skapa-fotobocker',
      title: 'Börja skapa din fotobok',
      metaDescription:
        'Gör en fotobok i tre enkla steg: välj format, lägg till dina bilder och sätt din egen prägel på varje sida. Börja skapa din fotobok i dag.',
      heading: 'Din fotobok i tre steg',
      intro: 'Det är enklare än du tror att göra en egen fotobok.',
      paragraphs: [
        'Välj först format och omslag. Lägg sedan till dina bilder – vi placerar ut dem åt dig, och du kan flytta allt som du vill.',
        'Skriv till sist bildtexter, datum och små hälsningar, titta igenom förhandsvisningen och beställ. Vi trycker boken och skickar den hem till dig.',
      ],
      buttonText: 'Skapa en fotobok',
    },
    notFound: {
      path: '404',
      title: 'Sidan hittades inte',
      metaDescription:
        'Sidan du letade efter finns inte längre eller har flyttat. Gå tillbaka till Lumibooks startsida för att hitta fotoböcker och foton.',
      heading: 'Vi hittade inte den sidan',
      intro: 'Länken kan vara gammal, eller så har sidan flyttat.',
      paragraphs: [
        'Gå till startsidan och hitta rätt därifrån.',
        'Eller börja skapa en fotobok direkt – dina bilder väntar.',
      ],
      buttonText: 'Tillbaka till startsidan',
    },
  },
  stories: {
    travelBook: {
      path: 'gor-en-resefotobok-av-semesterbilderna',
      title: 'Så gör du en resefotobok av semesterbilderna',
      intro: 'Hemma från semestern med tusen bilder i mobilen? Så blir de en bok som är värd att spara.',
      paragraphs: [
        'Börja med att välja ut dina femtio favoriter. Var sträng: en riktigt bra bild på utsikten slår fem nästan likadana.',
        'Berätta resan i ordning och blanda vida landskap med närbilder på mat, biljetter och ansikten.',
        'Avsluta med en kort bildtext på varje uppslag. Om tio år är du glad att du skrev ner namnet på det lilla kaféet.',
      ],
    },
    babyFirstYear: {
      path: 'bebisens-forsta-ar-i-en-fotobok',
      title: 'Bebisens första år i en bok',
      intro: 'Det första året går så fort. I en fotobok samlas alla milstolpar på ett ställe.',
      paragraphs: [
        'Ge varje månad ett eget uppslag, med en stor bild och några små runt omkring.',
        'Ta med de små sakerna: de första orden, favoritgosedjuret och datumet för de första stegen.',
        'Beställ ett extra exemplar till mor- och farföräldrarna. Det blir snabbt den mest lästa boken i huset.',
      ],
    },
    printWall: {
      path: 'sa-hanger-du-en-fotovagg',
      title: 'Så hänger du en fotovägg',
      intro: 'En vägg full av fotografier gör ett kalt rum till ett rum fullt av minnen.',
      paragraphs: [
        'Lägg ut bilderna på golvet först och fota arrangemanget innan du tar fram hammaren.',
        'Håll samma avstånd mellan ramarna, ungefär fem centimeter, så ser väggen lugn ut hur många bilder du än har.',
        'Välj matt papper till inramade bilder bakom glas. Då slipper du reflexer och bilderna syns bra från alla håll.',
      ],
    },
  },
  chrome: {
    nav: {
      photobooks: 'Fotoböcker',
      photoprints: 'Fotoframkallning',
      stories: 'Berättelser',
      startCreating: 'Börja skapa',
    },
    topBanner: { text: 'Beställ senast den {date} för leverans före jul.', linkLabel: 'Börja skapa' },
    footer: {
      productsHeading: 'Produkter',
      companyHeading: 'Företaget',
      helpHeading: 'Kom igång',
      workWithUs: 'Jobba hos oss',
      create: 'Skapa',
      stories: 'Berättelser',
      tagline: 'Lumibook gör dina favoritbilder till böcker och foton du kan hålla i handen.',
      copyright: '© 2026 Lumibook. Alla rättigheter förbehållna.',
    },
  },
  campaign: {
    createButtons: { photobooks: 'Skapa en fotobok', prints: 'Framkalla foton' },
    usps: {
      title: 'Varför välja Lumibook?',
      points: [
        {
          title: 'Tryckt med omsorg',
          body: 'Tjockt papper, naturtrogna färger och en stadig bindning som håller i många år.',
        },
        {
          title: 'Snabbt hem till dig',
          body: 'Vi trycker din beställning snabbt och skickar den direkt hem till dig.',
        },
        {
          title: 'Gjort med kärlek',
          body: 'Varje bok och varje bild görs just för dig, av stunderna som betyder mest.',
        },
        {
          title: 'Enkelt i mobilen och på datorn',
          body: 'Börja i Lumibook-appen eller på datorn och fortsätt där du slutade.',
        },
      ],
    },
    prices: {
      book: {
        title: 'Priser på fotoböcker',
        subtitle:
          'Tre format för varje berättelse, från ett lätt mjukt omslag till en stor bok med hårt omslag.',
      },
      print: {
        title: 'Priser på framkallning',
        subtitle: 'Halvblankt eller matt papper, redo för ramar, album och väggar.',
      },
    },
    countdown: {
      targetText: 'Så lång tid har du kvar att beställa till jul',
      eventEndText: 'Sista chansen – vår julkampanj slutar om',
    },
    reviewsHeading: 'Det här säger våra kunder',
    preFooter: {
      headline: 'Redo att skapa något att spara?',
      text: 'Gör dina favoritbilder till en fotobok eller framkallade foton på bara några minuter.',
      buttonText: 'Börja skapa',
    },
  },
}
