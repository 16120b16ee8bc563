// How a dealer's name is matched with market records' `dealer_name` (the same function on both
// sides: dealers.match_name is stored with it; market records are normalised with it when read).
// "Hill Country Motors, Inc." and "hill country motors" are one dealer; brand and trade words
// ("Ford", "Motors", "Auto Sales") stay, since they tell two dealers of one owner apart.

// Legal forms, dropped wherever they stand at the end of the name.
const LEGAL_SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'llp',
  'lp',
  'pllc',
  'ltd',
  'limited',
  'co',
  'corp',
  'corporation',
  'company',
]);

/** Lower case, `&` as "and", punctuation removed, a leading "the" and trailing legal forms dropped, spaces single. */
export function normaliseDealerName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.length > 1 && words[0] === 'the') words.shift();
  while (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}
