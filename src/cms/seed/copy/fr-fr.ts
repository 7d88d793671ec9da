import type { LocaleCopy } from './types'

export const copy: LocaleCopy = {
  pages: {
    home: {
      path: '',
      title: 'Lumibook – livres photo et tirages photo personnalisés',
      metaDescription:
        'Transformez vos photos préférées en livres photo et tirages personnalisés. Créez-les en ligne ou dans l’app Lumibook et recevez-les chez vous.',
      heading: 'Vos photos, joliment imprimées',
      intro: 'Créez un livre photo personnalisé ou des tirages à partir des moments qui vous sont chers.',
      paragraphs: [
        'Choisissez vos photos et une mise en page, nous imprimons et relions le tout avec soin. Quelques minutes suffisent, le résultat dure des années.',
        'Peu de temps ? Commencez sur votre téléphone avec l’app Lumibook et terminez sur votre ordinateur quand cela vous arrange.',
      ],
      buttonText: 'Créer un livre photo',
    },
    photobooks: {
      path: 'photobooks',
      title: 'Livres photo',
      metaDescription:
        'Livres photo personnalisés en couverture rigide 27x27 cm, rigide 20x20 cm ou souple 20x20 cm. Créez le vôtre en quelques minutes avec Lumibook.',
      heading: 'Des livres photo faits pour durer',
      intro: 'Trois formats, un seul objectif : un livre que vous aurez envie d’ouvrir encore et encore.',
      paragraphs: [
        'Optez pour la couverture rigide 27x27 cm pour vos plus belles histoires, la rigide 20x20 cm pour les souvenirs du quotidien ou la souple 20x20 cm, légère, à offrir.',
        'Chaque page est imprimée sur un papier mat épais : les couleurs restent fidèles et les traces de doigts invisibles.',
      ],
      buttonText: 'Créer un livre photo',
    },
    photoprints: {
      path: 'photoprints',
      title: 'Tirages photo',
      metaDescription:
        'Commandez vos tirages photo sur papier satiné ou mat. Couleurs éclatantes, papier épais et livraison rapide, depuis votre téléphone ou ordinateur.',
      heading: 'Des tirages photo aux couleurs fidèles',
      intro: 'Sortez vos photos préférées de l’écran et gardez-les enfin entre vos mains.',
      paragraphs: [
        'Le papier satiné offre des couleurs vives et des noirs profonds, le papier mat un rendu doux et sans reflets.',
        'Importez vos photos directement depuis votre téléphone, recadrez-les à votre goût et nous nous occupons du reste.',
      ],
      buttonText: 'Commander des tirages',
    },
    prints: {
      path: 'prints',
      title: 'Tirages pour cadres et murs',
      metaDescription:
        'Des tirages photo pour vos cadres, votre frigo ou votre mur de photos. Papier satiné ou mat, imprimés avec soin et livrés rapidement par Lumibook.',
      heading: 'Des tirages pour chaque cadre et chaque mur',
      intro: 'D’une seule photo fétiche à tout un mur de souvenirs, vos tirages arrivent prêts à accrocher.',
      paragraphs: [
        'Mélangez les formats pour composer un mur qui raconte une histoire, ou commandez-en une pile à partager avec vos proches.',
        'Le papier mat se marie parfaitement avec un cadre, le satiné fait ressortir les couleurs sur la porte du frigo.',
      ],
      buttonText: 'Commander des tirages',
    },
    workWithUs: {
      path: 'about-us/work-with-us',
      title: 'Rejoignez-nous',
      metaDescription:
        'Rejoignez l’équipe Lumibook et aidez chacun à garder ses souvenirs. Nous recrutons développeurs, designers et conseillers clientèle en Europe.',
      heading: 'Rejoignez-nous',
      intro:
        'Nous aidons des millions de personnes à transformer leurs photos en objets à tenir en main. Envie de nous aider ?',
      paragraphs: [
        'Développeurs, designers, imprimeurs et service client travaillent main dans la main, au bureau comme à distance.',
        'Nous aimons la curiosité, la bienveillance et le travail bien fait. Découvrez nos offres et faites-nous signe.',
      ],
      buttonText: 'Voir nos offres',
    },
    create: {
      path: 'create',
      title: 'Commencer votre création',
      metaDescription:
        'Lancez-vous avec Lumibook : choisissez un livre photo personnalisé ou des tirages et créez-les en quelques minutes, en ligne ou dans l’app.',
      heading: 'Que souhaitez-vous créer ?',
      intro:
        'Choisissez un livre photo ou des tirages pour commencer. Vous pouvez enregistrer et reprendre à tout moment.',
      paragraphs: [
        'Les livres photo existent en trois formats, de la couverture souple légère à la grande couverture rigide pour vos plus belles aventures.',
        'Les tirages sont disponibles sur papier satiné ou mat, prêts pour vos cadres, albums et murs.',
      ],
      buttonText: 'Créer un livre photo',
    },
    startCreatingPhotobooks: {
      path: 'creer-un-livre-photo',
      title: 'Créer un livre photo',
      metaDescription:
        'Votre livre photo en trois étapes : choisissez un format, ajoutez vos photos et personnalisez chaque page. Commencez dès aujourd’hui avec Lumibook.',
      heading: 'Votre livre photo en trois étapes',
      intro: 'Créer un livre photo est plus simple que vous ne le pensez.',
      paragraphs: [
        'Choisissez d’abord un format et une couverture. Ajoutez ensuite vos photos : nous les mettons en page pour vous, et vous déplacez ce que vous voulez.',
        'Pour finir, ajoutez légendes, dates et petits mots, vérifiez l’aperçu et commandez. Nous l’imprimons et le livrons chez vous.',
      ],
      buttonText: 'Créer un livre photo',
    },
    notFound: {
      path: '404',
      title: 'Page introuvable',
      metaDescription:
        'La page que vous cherchez est introuvable. Revenez à l’accueil de Lumibook pour découvrir nos livres photo et tirages photo.',
      heading: 'Oups, cette page est introuvable',
      intro: 'Le lien est peut-être ancien, ou la page a changé d’adresse.',
      paragraphs: [
        'Pas d’inquiétude, vos photos ne sont pas perdues.',
        'Revenez à l’accueil ou commencez tout de suite votre livre photo.',
      ],
      buttonText: 'Retour à l’accueil',
    },
  },
  stories: {
    travelBook: {
      path: 'conseils-livre-photo-de-voyage',
      title: 'Cinq conseils pour un livre photo de voyage réussi',
      intro:
        'De retour de vacances avec mille photos ? Voici comment en faire un livre que vous garderez précieusement.',
      paragraphs: [
        'Commencez par sélectionner vos cinquante photos préférées. Soyez exigeant : une belle vue vaut mieux que cinq clichés presque identiques.',
        'Racontez le voyage dans l’ordre et alternez grands paysages et gros plans sur les plats, les billets et les visages.',
        'Ajoutez une courte légende à chaque double page. Dans dix ans, vous serez ravi d’avoir noté le nom de ce petit café.',
      ],
    },
    babyFirstYear: {
      path: 'premiere-annee-de-bebe',
      title: 'La première année de bébé dans un livre',
      intro: 'La première année passe en un éclair. Un livre photo réunit chaque étape au même endroit.',
      paragraphs: [
        'Consacrez une double page à chaque mois, avec une grande photo entourée de quelques petites.',
        'Notez aussi les petits détails : les premiers mots, le doudou préféré, la date des premiers pas.',
        'Commandez un second exemplaire pour les grands-parents. Il deviendra vite le livre le plus feuilleté de la maison.',
      ],
    },
    printWall: {
      path: 'creer-un-mur-de-photos',
      title: 'Comment composer un mur de tirages photo',
      intro: 'Un mur de tirages photo transforme une pièce toute simple en un lieu plein de souvenirs.',
      paragraphs: [
        'Disposez d’abord vos tirages au sol et prenez la composition en photo avant de sortir le marteau.',
        'Gardez le même espace entre les cadres, environ cinq centimètres : le mur restera harmonieux, quel que soit le nombre de photos.',
        'Pour les tirages encadrés sous verre, choisissez le papier mat : il évite les reflets et rend bien sous tous les angles.',
      ],
    },
  },
  chrome: {
    nav: {
      photobooks: 'Livres photo',
      photoprints: 'Tirages photo',
      stories: 'Histoires',
      startCreating: 'Commencer',
    },
    topBanner: {
      text: 'Commandez avant le {date} pour une livraison avant Noël.',
      linkLabel: 'Commencer',
    },
    footer: {
      productsHeading: 'Produits',
      companyHeading: 'Entreprise',
      helpHeading: 'Bien démarrer',
      workWithUs: 'Rejoignez-nous',
      create: 'Créer',
      stories: 'Histoires',
      tagline: 'Lumibook transforme vos photos préférées en livres et tirages à tenir entre vos mains.',
      copyright: '© 2026 Lumibook. Tous droits réservés.',
    },
  },
  campaign: {
    createButtons: { photobooks: 'Créer un livre photo', prints: 'Commander des tirages' },
    usps: {
      title: 'Pourquoi choisir Lumibook ?',
      points: [
        {
          title: 'Imprimé avec soin',
          body: 'Un papier épais, des couleurs fidèles et une reliure solide qui traverse les années.',
        },
        {
          title: 'Livré rapidement chez vous',
          body: 'Nous imprimons votre commande sans attendre et vous l’envoyons directement à domicile.',
        },
        {
          title: 'Fait avec amour',
          body: 'Chaque livre et chaque tirage est réalisé rien que pour vous, à partir des moments qui comptent.',
        },
        {
          title: 'Simple sur mobile ou ordinateur',
          body: 'Commencez dans l’app Lumibook ou sur votre ordinateur, et reprenez où vous en étiez.',
        },
      ],
    },
    prices: {
      book: {
        title: 'Prix des livres photo',
        subtitle:
          'Trois formats pour chaque histoire, de la couverture souple légère à la grande couverture rigide.',
      },
      print: {
        title: 'Prix des tirages photo',
        subtitle: 'Des tirages sur papier satiné ou mat, prêts pour vos cadres, albums et murs.',
      },
    },
    countdown: {
      targetText: 'Commandez à temps pour Noël, il reste',
      eventEndText: 'Dernière chance : notre opération de Noël se termine dans',
    },
    reviewsHeading: 'Ce que nos clients en disent',
    preFooter: {
      headline: 'Envie de créer un souvenir qui dure ?',
      text: 'Transformez vos photos préférées en livre photo ou en tirages en quelques minutes.',
      buttonText: 'Commencer',
    },
  },
}
