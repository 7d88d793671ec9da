// The embedded consent provider (ARCHITECTURE: self-hosted vanilla-cookieconsent), with the §3 categories.
import 'vanilla-cookieconsent/dist/cookieconsent.css'
import './consent.css'

import * as CookieConsent from 'vanilla-cookieconsent'

import type { ConsentState } from '@/cookies/cookies'
import type { ConsentProvider, ConsentTexts } from './port'

const categories = ['necessary', 'preferences', 'statistics', 'marketing'] as const

function read(): ConsentState {
  return {
    necessary: true,
    preferences: CookieConsent.acceptedCategory('preferences'),
    statistics: CookieConsent.acceptedCategory('statistics'),
    marketing: CookieConsent.acceptedCategory('marketing'),
  }
}

export function embeddedConsent(language: string, texts: ConsentTexts): ConsentProvider {
  return {
    start(onReread) {
      void CookieConsent.run({
        // Robots see the banner too: a visitor's browser may be automated, and hiding it would hide consent.
        hideFromBots: false,
        cookie: { name: 'cc_consent', expiresAfterDays: 365, sameSite: 'Lax' },
        guiOptions: {
          consentModal: { layout: 'box', position: 'bottom right', equalWeightButtons: true },
          preferencesModal: { layout: 'box', equalWeightButtons: true },
        },
        categories: {
          necessary: { enabled: true, readOnly: true },
          preferences: {},
          statistics: {},
          marketing: {},
        },
        language: {
          default: language,
          translations: {
            [language]: {
              consentModal: {
                title: texts.title,
                description: texts.description,
                acceptAllBtn: texts.acceptAll,
                acceptNecessaryBtn: texts.rejectAll,
                showPreferencesBtn: texts.manage,
              },
              preferencesModal: {
                title: texts.preferencesTitle,
                acceptAllBtn: texts.acceptAll,
                acceptNecessaryBtn: texts.rejectAll,
                savePreferencesBtn: texts.save,
                closeIconLabel: texts.close,
                sections: categories.map((category) => ({
                  title: texts.categories[category].title,
                  description: texts.categories[category].description,
                  linkedCategory: category,
                })),
              },
            },
          },
        },
        // §4: re-read when consent is ready (a returning visitor), given, or changed.
        onConsent: () => onReread(read()),
        onChange: () => onReread(read()),
      })
    },
    showPreferences: () => CookieConsent.showPreferences(),
  }
}
