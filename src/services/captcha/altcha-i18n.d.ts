// The widget ships these two translations without type declarations (they only register strings).
declare module 'altcha/i18n/es-es'
declare module 'altcha/i18n/fr-fr'
