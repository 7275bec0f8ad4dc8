// Issue 35, the module kit's measure: outside its own folder (src/modules/<id>/), no code names a rule
// module — its id, its folder, its exports — except the module list (src/modules/registry.ts,
// screens.ts). The generic screen, the bots, the strings and the engine ask the registered modules.
// Scanned: the code of src/ and bench/ (.ts, .tsx, .mjs, .css). Not scanned: scenario data (a bundled
// scenario names the modules it plays with: that is what it is) and documentation (.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Each module moved onto the kit: its folder and what names it (the id as a string or key, the folder, its exports). */
const MODULE_IDS: Record<string, RegExp> = {
  dice: /['"`]dice['"`.]|\bmodule\.dice\b|modules\/dice\b|\b(diceModule|diceScreen|DiceRolls|damageMarks|damageOf|diceProfile|DICE_TABLE|SPEED_OF)\b/,
  airDefence: /airDefence|AIR_DEFENCE|air-defence/i,
  // module N: its id and folder, its words' keys (naval.…), its CSS classes (naval__…), its exports
  // module C: its id and folder, its exports
  fleetBuilding: /fleetBuilding|\bfleet(Module|Options|Data|Screen|Bot|Key|Twin)\b|\b(FleetOptions|FleetData|quickBattle\w*|QuickBattle\w*)\b/,
  navalBattle: /navalBattle|modules\/naval|['"`]naval\.|\bnaval__|\bNAVAL\b|\bnaval(Module|Data|Options|Geography|ShipActions|Screen|Start|Bot|EventText|Evaluation|Choice|Candidates|Weights)\b|\bNaval(Data|Options|Piece|Battery|Plane|Class|Geography|Screen|Key|Canvas|ArrangePanel|TurnPanel|Losses)\b|\b(dealNavalClasses|dealHiddenClasses|hiddenClassPool|randomArrangement|arrangementFromLayout|isNavalScenario|NAVAL_WEIGHTS)\b/,
};

/** The module list, and named exceptions with their reason. */
const ALLOWED: Record<string, string> = {
  'src/modules/registry.ts': 'the module list (rules, bots)',
  'src/modules/screens.ts': 'the module list (screen parts)',
  // the scenario format: `rules.combat: "dice"` is its shorthand for module D (COMBAT_SHORTHAND), and
  // module D's extra classes are ruleset data the start screen reads before the engine loads
  'src/scenarios/rulesetSchema.ts': 'the scenario format\'s combat shorthand',
};

function codeFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (name.startsWith('.')) return []; // a benchmark's build output (bench/.out), not code of ours
    if (statSync(join(root, path)).isDirectory()) return codeFiles(path);
    return /\.(ts|tsx|mjs|css)$/.test(name) ? [path] : [];
  });
}

const files = [...codeFiles('src'), ...codeFiles('bench')].map((f) => relative(root, join(root, f)).split('\\').join('/'));

describe('rule modules are named only in their folders and the module list', () => {
  for (const [id, names] of Object.entries(MODULE_IDS)) {
    it(`module "${id}": no file outside src/modules/${id}/ names it but the list`, () => {
      const naming = files.filter((f) => !f.startsWith(`src/modules/${id}/`) && !(f in ALLOWED))
        .flatMap((f) => readFileSync(join(root, f), 'utf8').split('\n').flatMap((line, k) => (names.test(line) ? [`${f}:${k + 1}: ${line.trim()}`] : [])));
      expect(naming).toEqual([]);
    });
  }

  it('the list registers each module from its folder', () => {
    const list = readFileSync(join(root, 'src/modules/registry.ts'), 'utf8') + readFileSync(join(root, 'src/modules/screens.ts'), 'utf8');
    for (const id of Object.keys(MODULE_IDS)) expect(list).toMatch(new RegExp(`\\./${id}/`));
  });
});
