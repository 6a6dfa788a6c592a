// The demo people whose Slack speaks another language, one for each language Kudos speaks, so a newcomer can act as
// them in the workbench and read Kudos in Spanish, Brazilian Portuguese, French, German or Japanese. Everyone else
// keeps the fixture's locale (English).
export const DEMO_LOCALES: Record<string, string> = {
  'sofia.marquez@northwind.test': 'es-ES',
  'isabel.costa@northwind.test': 'pt-BR',
  'chloe.dubois@northwind.test': 'fr-FR',
  'hannah.schmidt@northwind.test': 'de-DE',
  'kenji.watanabe@northwind.test': 'ja-JP',
};
