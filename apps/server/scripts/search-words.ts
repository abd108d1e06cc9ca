// The words and phrases the search benchmarks ask for (bench-search.ts, bench-ssr.ts).
export const words = [
  'dostawa',
  'usługi',
  'komputer',
  'remont',
  'szkolenie',
  'budowa',
  'oprogramowanie',
  'meble',
];
export const phrases = [
  'roboty budowlane',
  'dostawa komputerów',
  'szkolenie pracowników',
  'usługi sprzątania',
  'modernizacja oświetlenia',
  'sprzęt laboratoryjny',
  'przebudowa drogi gminnej',
  'dostawa sprzętu medycznego',
  'organizacja konferencji naukowej',
];
export const rare = ['żółw', 'dźwig', 'akwarium', 'harmonijka', 'kajak'];
