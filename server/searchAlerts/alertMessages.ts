/** The German answers of the search-request API, shared by its routes and their tests. */
export const ALERT_CREATED =
  'Fast geschafft: Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihren Suchauftrag mit dem Link darin; vorher schicken wir Ihnen keine Angebote.';
export const ALERT_ADDRESS_LIMIT =
  'An diese E-Mail-Adresse haben wir in der letzten Stunde schon eine Bestätigung geschickt. Bitte sehen Sie in Ihrem Postfach (auch im Spam-Ordner) nach oder versuchen Sie es später erneut.';
export const ALERT_CLIENT_LIMIT = 'Sie haben in kurzer Zeit sehr viele Suchaufträge angelegt. Bitte versuchen Sie es später erneut.';
export const ALERTS_UNAVAILABLE = 'Suchaufträge sind gerade nicht möglich. Bitte versuchen Sie es später erneut oder rufen Sie uns an.';
export const ALERT_CONFIRMED = 'Vielen Dank! Ihr Suchauftrag ist bestätigt. Sobald ein passendes Angebot erscheint, schreiben wir Ihnen.';
export const CONFIRM_LINK_USED =
  'Dieser Bestätigungslink wurde bereits verwendet. Ihr Suchauftrag ist bestätigt; Sie müssen nichts weiter tun.';
export const CONFIRM_LINK_INVALID =
  'Dieser Bestätigungslink ist abgelaufen oder ungültig. Ein Bestätigungslink gilt 7 Tage, danach löschen wir den unbestätigten Suchauftrag – legen Sie ihn auf der Angebotsseite einfach neu an.';
export const MANAGE_LINK_INVALID =
  'Dieser Link ist ungültig oder abgelaufen, oder der Suchauftrag wurde bereits gelöscht. Einen neuen Suchauftrag legen Sie auf der Angebotsseite an.';
export const ALERT_SAVED = 'Ihre Änderungen sind gespeichert.';
export const ALERT_DELETED = 'Ihr Suchauftrag und Ihre E-Mail-Adresse sind gelöscht. Sie erhalten von uns keine weiteren Angebote.';
export const ALERT_NOT_FOUND = 'Der Suchauftrag wurde nicht gefunden.';
