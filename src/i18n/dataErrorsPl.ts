// Polish texts of the save-file reader's messages (saves/saveFile.ts), matched by their English form
// (its errors are { path, message } without a code); a message not listed stays as it is.
const RULES: readonly [RegExp, string][] = [
  [/^the file is empty$/, 'plik jest pusty'],
  [/^the file is truncated: it ends before the save is complete$/, 'plik jest ucięty: kończy się przed końcem zapisu'],
  [/^not valid JSON: (.*)$/, 'to nie jest poprawny JSON: $1'],
  [/^a save file is text$/, 'plik zapisu musi być tekstem'],
  [/^this is not an ENB save file \(expected "format": "(.*)"\)$/, 'to nie jest plik zapisu ENB (oczekiwano "format": "$1")'],
  [/^the save has no valid version number$/, 'zapis nie ma poprawnego numeru wersji'],
  [/^this save was made by a newer version of ENB \(version (\d+)\); this version reads up to (\d+)$/, 'ten zapis powstał w nowszej wersji ENB (wersja $1); ta wersja czyta zapisy do wersji $2'],
  [/^the file is too large \((.*) MB\); a save is at most (.*) MB$/, 'plik jest za duży ($1 MB); zapis może mieć najwyżej $2 MB'],
  [/^unknown save version (.*)$/, 'nieznana wersja zapisu: $1'],
  [/^"(.*)" is not a bundled scenario of this version of ENB$/, '„$1” nie jest wbudowanym scenariuszem tej wersji ENB'],
  [/^action (\d+)( \([^)]*\))? is refused: (.*)$/, 'akcja $1$2 została odrzucona: $3'],
];

export function dataErrorPl(message: string): string {
  for (const [re, pl] of RULES) if (re.test(message)) return message.replace(re, pl);
  return message;
}
