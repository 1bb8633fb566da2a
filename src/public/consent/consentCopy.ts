/**
 * What the banner says, for the backend the build is for: first-party counting in embedded mode,
 * Google Analytics for Firebase (with Google's cookies) in Firebase mode. Short: on a phone the
 * banner must leave the page readable.
 */
export const consentCopy =
  import.meta.env.VITE_BACKEND === 'firebase'
    ? {
        question: 'Dürfen wir mit Google Analytics for Firebase auswerten, welche Seiten und Angebote aufgerufen werden?',
        detail: 'Google setzt dafür Cookies; Daten können in die USA übertragen werden.',
      }
    : {
        question: 'Dürfen wir zählen, welche Seiten und Angebote aufgerufen werden?',
        detail: 'Gezählt wird ohne Cookies und ohne Ihre IP-Adresse zu speichern, nur in Tagessummen.',
      };
