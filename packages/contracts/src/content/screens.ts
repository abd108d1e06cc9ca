// No schema library here: the screens' help buttons are on pages of the first load.

/** The screens that have a help (spec 1 section 7; spec 3 section 2.5), with their Polish names. */
export const helpScreens = {
  homePage: 'Strona główna',
  projectsList: 'Lista projektów i naborów',
  announcementsList: 'Lista ogłoszeń',
  newsletterSettings: 'Ustawienia newslettera',
  favourites: 'Ulubione ogłoszenia',
  announcementFormStep1: 'Formularz ogłoszenia: Przedmiot',
  announcementFormStep2: 'Formularz ogłoszenia: Terminy',
  announcementFormStep3: 'Formularz ogłoszenia: Warunki',
  announcementFormStep4: 'Formularz ogłoszenia: Części i kryteria',
  announcementFormStep5: 'Formularz ogłoszenia: Pozostałe',
  announcementFormStep6: 'Formularz ogłoszenia: Załączniki',
} as const;
export type HelpScreen = keyof typeof helpScreens;
export const helpScreenKeys = Object.keys(helpScreens) as HelpScreen[];
