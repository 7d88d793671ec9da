import type { LocaleCopy } from './types'

export const copy: LocaleCopy = {
  pages: {
    home: {
      path: '',
      title: 'Lumibook – fotolibros y copias de fotos personalizados',
      metaDescription:
        'Convierte tus fotos favoritas en fotolibros y copias de fotos personalizados. Diséñalos online o en la app de Lumibook y recíbelos en casa.',
      heading: 'Tus fotos, impresas con mimo',
      intro: 'Crea un fotolibro personalizado o un juego de copias con los momentos que más quieres.',
      paragraphs: [
        'Elige tus fotos y un diseño, y nosotros lo imprimimos y encuadernamos con cuidado. Te lleva unos minutos y el resultado dura años.',
        '¿Vas con prisa? Empieza en el móvil con la app de Lumibook y termina en el ordenador cuando mejor te venga.',
      ],
      buttonText: 'Crea un fotolibro',
    },
    photobooks: {
      path: 'photobooks',
      title: 'Fotolibros',
      metaDescription:
        'Fotolibros personalizados en tapa dura 27x27 cm, tapa dura 20x20 cm y tapa blanda 20x20 cm. Diseña el tuyo online en pocos minutos con Lumibook.',
      heading: 'Fotolibros para guardar toda la vida',
      intro: 'Tres formatos y un solo objetivo: un libro que querrás abrir una y otra vez.',
      paragraphs: [
        'Elige la tapa dura 27x27 cm para tus grandes historias, la tapa dura 20x20 cm para los recuerdos del día a día o la ligera tapa blanda 20x20 cm para regalar.',
        'Cada página se imprime en papel mate y grueso, así los colores se mantienen fieles y las huellas no se notan.',
      ],
      buttonText: 'Crea un fotolibro',
    },
    photoprints: {
      path: 'photoprints',
      title: 'Copias de fotos',
      metaDescription:
        'Pide copias de tus fotos en papel semibrillo o mate. Colores nítidos, papel resistente y entrega rápida, directamente desde tu móvil o tu ordenador.',
      heading: 'Copias de fotos con colores reales',
      intro: 'Saca tus fotos favoritas de la pantalla y tenlas por fin en la mano.',
      paragraphs: [
        'Elige papel semibrillo para colores vivos y negros intensos, o papel mate para un acabado suave y sin reflejos.',
        'Súbelas directamente desde el móvil, recorta cada foto a tu gusto y nosotros nos encargamos del resto.',
      ],
      buttonText: 'Pide tus copias',
    },
    prints: {
      path: 'prints',
      title: 'Láminas para marcos y paredes',
      metaDescription:
        'Fotos impresas a medida para marcos, la nevera o una pared de recuerdos. Papel semibrillo o mate, impresión cuidada y entrega rápida con Lumibook.',
      heading: 'Láminas para cada marco y cada pared',
      intro: 'De tu foto favorita a una pared entera de recuerdos: tus láminas llegan listas para colgar.',
      paragraphs: [
        'Combina tamaños para crear una pared que cuente una historia, o pide un buen montón para compartir con familia y amigos.',
        'El papel mate es ideal para enmarcar y el semibrillo hace que los colores destaquen en la puerta de la nevera.',
      ],
      buttonText: 'Pide tus láminas',
    },
    workWithUs: {
      path: 'about-us/work-with-us',
      title: 'Trabaja con nosotros',
      metaDescription:
        'Únete al equipo de Lumibook y ayuda a la gente a guardar sus recuerdos. Buscamos ingenieros, diseñadores y expertos en atención al cliente en Europa.',
      heading: 'Trabaja con nosotros',
      intro: 'Ayudamos a millones de personas a convertir sus fotos en algo que se puede tocar. ¿Te unes?',
      paragraphs: [
        'Nuestros equipos de ingeniería, diseño, impresión y atención al cliente trabajan codo con codo, en la oficina y en remoto.',
        'Valoramos la curiosidad, la amabilidad y el trabajo bien hecho. Echa un vistazo a nuestras ofertas y preséntate.',
      ],
      buttonText: 'Lee nuestras historias',
    },
    create: {
      path: 'create',
      title: 'Empieza a crear',
      metaDescription:
        'Empieza a crear con Lumibook: elige un fotolibro personalizado o copias de fotos y diséñalo online o en la app en solo unos minutos.',
      heading: '¿Qué te apetece crear?',
      intro:
        'Elige un fotolibro o copias de fotos para empezar. Puedes guardar tu proyecto y seguir cuando quieras.',
      paragraphs: [
        'Los fotolibros vienen en tres formatos, desde una ligera tapa blanda hasta una gran tapa dura para tus mejores aventuras.',
        'Las copias se imprimen en papel semibrillo o mate, listas para marcos, álbumes y paredes.',
      ],
      buttonText: 'Crea un fotolibro',
    },
    startCreatingPhotobooks: {
      path: 'empieza-tu-fotolibro',
      title: 'Empieza tu fotolibro',
      metaDescription:
        'Crea tu fotolibro en tres pasos sencillos: elige un formato, añade tus fotos y personaliza cada página. Empieza hoy tu fotolibro de Lumibook.',
      heading: 'Tu fotolibro en tres pasos',
      intro: 'Crear un fotolibro es más fácil de lo que crees.',
      paragraphs: [
        'Primero, elige el formato y la portada. Después, añade tus fotos: nosotros las colocamos y tú puedes moverlas como quieras.',
        'Por último, añade textos, fechas y pequeñas notas, revisa la vista previa y haz tu pedido. Lo imprimimos y te lo llevamos a casa.',
      ],
      buttonText: 'Crea un fotolibro',
    },
    notFound: {
      path: '404',
      title: 'Página no encontrada',
      metaDescription:
        'No hemos encontrado la página que buscabas. Vuelve a la página de inicio de Lumibook para descubrir nuestros fotolibros y copias de fotos.',
      heading: 'No encontramos esta página',
      intro: 'Puede que el enlace sea antiguo o que la página se haya movido.',
      paragraphs: [
        'No te preocupes: hasta las mejores fotos acaban a veces en la carpeta equivocada.',
        'Vuelve a la página de inicio o empieza ya a crear tu fotolibro.',
      ],
      buttonText: 'Volver a la página de inicio',
    },
  },
  stories: {
    travelBook: {
      path: 'consejos-fotolibro-de-viaje',
      title: 'Cinco consejos para un fotolibro de viaje que te encantará',
      intro:
        '¿Has vuelto de vacaciones con mil fotos? Así puedes convertirlas en un libro que merezca la pena guardar.',
      paragraphs: [
        'Empieza eligiendo tus cincuenta favoritas. Sé exigente: una gran foto de un paisaje vale más que cinco casi iguales.',
        'Cuenta el viaje en orden y combina paisajes amplios con primeros planos de comidas, entradas y caras.',
        'Termina con un pie de foto breve en cada doble página. Dentro de diez años agradecerás haber apuntado el nombre de aquella pequeña cafetería.',
      ],
    },
    babyFirstYear: {
      path: 'primer-ano-del-bebe',
      title: 'El primer año de tu bebé en un libro',
      intro: 'El primer año pasa volando. Un fotolibro reúne cada momento importante en un solo lugar.',
      paragraphs: [
        'Dedica a cada mes una doble página, con una foto grande y unas cuantas pequeñas alrededor.',
        'Añade los pequeños detalles: las primeras palabras, los juguetes favoritos, la fecha de los primeros pasos.',
        'Pide un segundo ejemplar para los abuelos. Pronto será el libro más leído de la casa.',
      ],
    },
    printWall: {
      path: 'pared-de-fotos-con-laminas',
      title: 'Cómo montar una pared de fotos con tus láminas',
      intro:
        'Una pared de fotos impresas convierte una habitación cualquiera en un rincón lleno de recuerdos.',
      paragraphs: [
        'Coloca primero las láminas en el suelo y hazle una foto a la composición antes de coger el martillo.',
        'Deja siempre la misma separación entre marcos, unos cinco centímetros, y la pared se verá ordenada por muchas fotos que pongas.',
        'Para las láminas enmarcadas con cristal, elige papel mate: evita los reflejos y queda bien desde cualquier ángulo.',
      ],
    },
  },
  chrome: {
    nav: {
      photobooks: 'Fotolibros',
      photoprints: 'Copias de fotos',
      stories: 'Historias',
      startCreating: 'Empieza a crear',
    },
    topBanner: {
      text: 'Haz tu pedido antes del {date} y recíbelo antes de Navidad.',
      linkLabel: 'Empieza a crear',
    },
    footer: {
      productsHeading: 'Productos',
      companyHeading: 'Empresa',
      helpHeading: 'Primeros pasos',
      workWithUs: 'Trabaja con nosotros',
      create: 'Crear',
      stories: 'Historias',
      tagline: 'Lumibook convierte tus fotos favoritas en libros y copias que puedes tener en la mano.',
      copyright: '© 2026 Lumibook. Todos los derechos reservados.',
    },
  },
  campaign: {
    createButtons: { photobooks: 'Crea un fotolibro', prints: 'Pide tus copias' },
    usps: {
      title: '¿Por qué Lumibook?',
      points: [
        {
          title: 'Impreso con mimo',
          body: 'Papel grueso, colores fieles y una encuadernación resistente que dura años.',
        },
        {
          title: 'Rápido hasta tu puerta',
          body: 'Imprimimos tu pedido sin demora y te lo enviamos directamente a casa.',
        },
        {
          title: 'Hecho con cariño',
          body: 'Cada libro y cada copia se hacen solo para ti, con los momentos que más importan.',
        },
        {
          title: 'Fácil desde el móvil o el ordenador',
          body: 'Empieza en la app de Lumibook o en tu ordenador y sigue donde lo dejaste.',
        },
      ],
    },
    prices: {
      book: {
        title: 'Precios de los fotolibros',
        subtitle: 'Tres formatos para cada historia, desde una ligera tapa blanda hasta una gran tapa dura.',
      },
      print: {
        title: 'Precios de las copias',
        subtitle: 'En papel semibrillo o mate, listas para marcos, álbumes y paredes.',
      },
    },
    countdown: {
      targetText: 'Pide a tiempo para Navidad, te quedan',
      eventEndText: 'Última oportunidad: nuestra campaña de Navidad acaba en',
    },
    reviewsHeading: 'Lo que dicen nuestros clientes',
    preFooter: {
      headline: '¿Te animas a crear algo para siempre?',
      text: 'Convierte tus fotos favoritas en un fotolibro o en copias en pocos minutos.',
      buttonText: 'Empieza a crear',
    },
  },
}
