// The seeded photos described in each language: block alt texts (§5) are page content, so they follow the page's
// language (the media library keeps the English description).
import type { Language } from '@/i18n/locales'

import type { SeedImageName } from '../images'

export const imageAlts: Record<Language, Record<SeedImageName, string>> = {
  en: {
    'photobook-open': 'An open photo book with holiday pictures',
    'prints-stack': 'A stack of matte photo prints',
    'travel-story': 'A travel photo book beside a map',
    'baby-story': 'A baby book with first-year photos',
    'gallery-wall': 'Framed prints arranged on a wall',
  },
  sv: {
    'photobook-open': 'En uppslagen fotobok med semesterbilder',
    'prints-stack': 'En bunt matta fotokopior',
    'travel-story': 'En resefotobok bredvid en karta',
    'baby-story': 'En babybok med bilder från första året',
    'gallery-wall': 'Inramade foton upphängda på en vägg',
  },
  de: {
    'photobook-open': 'Ein aufgeschlagenes Fotobuch mit Urlaubsbildern',
    'prints-stack': 'Ein Stapel matter Fotoabzüge',
    'travel-story': 'Ein Reisefotobuch neben einer Landkarte',
    'baby-story': 'Ein Babybuch mit Fotos aus dem ersten Jahr',
    'gallery-wall': 'Gerahmte Fotoabzüge an einer Wand',
  },
  it: {
    'photobook-open': 'Un fotolibro aperto con foto delle vacanze',
    'prints-stack': 'Una pila di stampe fotografiche opache',
    'travel-story': 'Un fotolibro di viaggio accanto a una mappa',
    'baby-story': 'Un libro del bebè con le foto del primo anno',
    'gallery-wall': 'Stampe incorniciate disposte su una parete',
  },
  fr: {
    'photobook-open': 'Un livre photo ouvert avec des photos de vacances',
    'prints-stack': 'Une pile de tirages photo mats',
    'travel-story': 'Un livre photo de voyage à côté d’une carte',
    'baby-story': 'Un livre de naissance avec les photos de la première année',
    'gallery-wall': 'Des tirages encadrés accrochés au mur',
  },
  es: {
    'photobook-open': 'Un fotolibro abierto con fotos de vacaciones',
    'prints-stack': 'Un montón de copias fotográficas mate',
    'travel-story': 'Un fotolibro de viaje junto a un mapa',
    'baby-story': 'Un álbum de bebé con fotos del primer año',
    'gallery-wall': 'Copias enmarcadas colgadas en una pared',
  },
  da: {
    'photobook-open': 'En opslået fotobog med feriebilleder',
    'prints-stack': 'En stak matte fotoprint',
    'travel-story': 'En rejsefotobog ved siden af et kort',
    'baby-story': 'En babybog med billeder fra det første år',
    'gallery-wall': 'Indrammede billeder hængt op på en væg',
  },
  nb: {
    'photobook-open': 'En oppslått fotobok med feriebilder',
    'prints-stack': 'En bunke matte bilder',
    'travel-story': 'En reisefotobok ved siden av et kart',
    'baby-story': 'En babybok med bilder fra det første året',
    'gallery-wall': 'Innrammede bilder hengt opp på en vegg',
  },
  nl: {
    'photobook-open': 'Een opengeslagen fotoboek met vakantiefoto’s',
    'prints-stack': 'Een stapel matte fotoafdrukken',
    'travel-story': 'Een reisfotoboek naast een landkaart',
    'baby-story': 'Een babyboek met foto’s van het eerste jaar',
    'gallery-wall': 'Ingelijste foto’s aan een muur',
  },
}
