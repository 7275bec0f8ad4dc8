// Polish texts of the save-file reader's messages (saves/saveFile.ts), matched by their English form
// (its errors are { path, message } without a code), and of the schemas' plain messages
// (scenarios/dataMessages.ts); a message not listed stays as it is.
const KINDS: Readonly<Record<string, string>> = {
  text: 'tekst', 'a number': 'liczba', 'a whole number': 'liczba całkowita', 'true or false': 'prawda lub fałsz', 'true/false': 'prawda/fałsz',
  'a list': 'lista', 'an infinite number': 'liczba nieskończona', 'not a number': 'nie-liczba (NaN)', 'an object': 'obiekt', null: 'null', nothing: 'nic',
};
const kind = (k: string): string => KINDS[k] ?? k;
const sized = (n: string, what: string): string => (what === ' characters' || what === ' character' ? `${n} znaków` : what ? `${n} elementów` : n);

const RULES: readonly [RegExp, string | ((...groups: string[]) => string)][] = [
  [/^must be a finite number, found a value that is not a number$/, 'musi być liczbą skończoną, jest wartością, która nie jest liczbą'],
  [/^must be a finite number, found an infinitely (large|small) one \((.*); a number such as 1e999 is too large to use\)$/, (_, k, v) =>
    `musi być liczbą skończoną, jest nieskończenie ${k === 'large' ? 'duża' : 'mała'} (${v}; liczba taka jak 1e999 jest zbyt duża, by jej użyć)`],
  [/^is missing \((.*) wanted\)$/, (_, k) => `brak wartości (oczekiwano: ${kind(k)})`],
  [/^expected (.*), found (.*)$/, (_, a, b) => `oczekiwano: ${kind(a)}, jest: ${kind(b)}`],
  [/^must be a heading: 0 to 5, or one of (.*)$/, 'musi być kierunkiem: od 0 do 5 albo jednym z $1'],
  [/^must be one of (.*)$/, 'musi być jednym z: $1'],
  [/^must be at most (\d+)( characters?| items?)?( long)?$/, (_, n, what = '') => `może mieć najwyżej ${sized(n, what)}`],
  [/^must be at least (\d+)( characters?| items?)?( long)?$/, (_, n, what = '') => `musi mieć co najmniej ${sized(n, what)}`],
  [/^must be a multiple of (.*)$/, 'musi być wielokrotnością $1'],
  [/^must be (.*)$/, 'musi być $1'],
  [/^is none of the accepted forms$/, 'nie ma żadnej z dozwolonych postaci'],
  [/^unknown fields? (.*)$/, 'nieznane pola: $1'],
  [/^is not in the expected format \((.*)\)$/, 'ma niewłaściwy format ($1)'],
  [/^has a key that is not allowed$/, 'ma niedozwolony klucz'],
  [/^has an element that is not allowed$/, 'ma niedozwolony element'],
  [/^unknown terrain "(.*)" at column (\d+)(?: \((\d+) unknown characters in the row\))?; use \. ~ c # x$/, (_, ch, col, n) => `nieznany teren „${ch}” w kolumnie ${col}${n ? ` (${n} nieznanych znaków w wierszu)` : ''}; dozwolone: . ~ c # x`],
  [/^the scenario is too large \((.*) MB\); a scenario is at most (.*) MB, so that its games can be saved$/, 'scenariusz jest za duży ($1 MB); scenariusz może mieć najwyżej $2 MB, aby jego gry dało się zapisać'],
  [/^this scenario was made for a newer version of ENB \(version (\d+)\); this version reads version (\d+)$/, 'ten scenariusz powstał dla nowszej wersji ENB (wersja $1); ta wersja czyta wersję $2'],
  [/^This action is not understood(?: \((.*)\))?: (.*)\.$/, (_, where, why) => `Tej akcji nie da się zrozumieć${where ? ` (${where})` : ''}: ${dataErrorPl(why)}.`],
  [/^the file is empty$/, 'plik jest pusty'],
  [/^the file is truncated: it ends before the save is complete$/, 'plik jest ucięty: kończy się przed końcem zapisu'],
  [/^not valid JSON: (.*)$/, 'to nie jest poprawny JSON: $1'],
  [/^a save file is text$/, 'plik zapisu musi być tekstem'],
  [/^this is not an ENB save file \(expected "format": "(.*)"\)$/, 'to nie jest plik zapisu ENB (oczekiwano "format": "$1")'],
  [/^the scenario in this save was changed after the game was saved, so its actions would not replay as they were played$/, 'scenariusz w tym zapisie zmieniono po zapisaniu gry, więc jej ruchy nie odtworzyłyby się tak, jak je zagrano'],
  [/^is not a scenario fingerprint \(14 hex digits\)$/, 'nie jest odciskiem scenariusza (14 cyfr szesnastkowych)'],
  [/^the save has no valid version number$/, 'zapis nie ma poprawnego numeru wersji'],
  [/^this save was made by a newer version of ENB \(version (\d+)\); this version reads up to (\d+)$/, 'ten zapis powstał w nowszej wersji ENB (wersja $1); ta wersja czyta zapisy do wersji $2'],
  [/^the file is too large \((.*) MB\); a save is at most (.*) MB$/, 'plik jest za duży ($1 MB); zapis może mieć najwyżej $2 MB'],
  [/^unknown save version (.*)$/, 'nieznana wersja zapisu: $1'],
  [/^"(.*)" is not a bundled scenario of this version of ENB$/, '„$1” nie jest wbudowanym scenariuszem tej wersji ENB'],
  [/^the (save|scenario) is nested (more than )?(\d+) levels deep; a (?:save|scenario) nests lists and objects at most (\d+) levels deep$/, (_, what, more, n, max) =>
    `${what === 'save' ? 'zapis jest zagnieżdżony' : 'scenariusz jest zagnieżdżony'} ${more ? 'ponad ' : ''}${n} poziomów w głąb; listy i obiekty mogą być zagnieżdżone najwyżej ${max} poziomów`],
  [/^is not a date$/, 'nie jest datą'],
  [/^a whole number$/, 'musi być liczbą całkowitą'],
  [/^the saved game’s entry is unreadable$/, 'wpisu zapisanej gry nie da się odczytać'],
  [/^the saved game’s entry is stored under another name$/, 'wpis zapisanej gry jest przechowywany pod inną nazwą'],
  [/^the saved game cannot be read$/, 'tej zapisanej gry nie da się odczytać'],
  [/^action (\d+)( \([^)]*\))? is refused: (.*)$/, (_, n, what = '', why) => `akcja ${n}${what} została odrzucona: ${dataErrorPl(why)}`],
];

export function dataErrorPl(message: string): string {
  for (const [re, pl] of RULES) {
    const m = re.exec(message);
    if (m) return typeof pl === 'string' ? message.replace(re, pl) : pl(...m.map((g) => g ?? ''));
  }
  return message;
}
