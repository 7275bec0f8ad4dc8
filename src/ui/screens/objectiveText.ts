// Scenario objectives and rule options in words (start and end screens): what each side must do, and
// the variant played (every rule option with its value, the modules the scenario uses).
import type { Objective, PlayerId } from '../../engine';
import { hasMessage, type Language, type MessageKey, type Translate } from '../../i18n';
import { DEFAULT_POINTS_TARGET, type Scenario } from '../../scenarios/schema';
import { DEFAULT_RULESET, modulesNamed, resolveRuleset, shorthandOf, type RuleOptions } from '../../scenarios/rulesetSchema';
import { unitLabel } from '../game/unitLabel';
import { moduleObjective, screenModule } from '../modules/screenModule';

/** A named unit: its label and class name from the scenario's ruleset ("R-CV1 (carrier)"). */
function unitName(sc: Scenario | null, id: string, lang: Language): string {
  const m = /^(blue|red)-([A-Za-z]+)-\d+$/.exec(id);
  const rs = sc ? resolveRuleset(sc.ruleset, sc.rules) : null;
  const classes = rs?.ok ? rs.value : DEFAULT_RULESET;
  const cls = m ? (classes.classes[m[2]]?.name?.[lang] ?? classes.fixedUnits[m[2]]?.name?.[lang]) : undefined;
  return cls ? `${unitLabel(id)} (${cls.toLocaleLowerCase(lang)})` : unitLabel(id);
}

/** One objective in words. */
export function objectiveText(t: Translate, lang: Language, sc: Scenario | null, o: Objective): string {
  switch (o.kind) {
    case 'points':
      return t('obj.points', { n: o.target });
    case 'deliverCargo':
      return t('obj.deliverCargo', { n: o.count });
    case 'destroyTargets':
      return t('obj.destroyTargets', { targets: o.unitIds.map((id) => unitName(sc, id, lang)).join(', ') });
    case 'holdNodes':
      return t('obj.holdNodes', { units: o.units, nodes: o.nodes.join(' '), rounds: o.rounds });
    case 'exitByEdge': {
      const edge = t(`obj.edge.${o.edge}` as MessageKey);
      return o.count !== undefined ? t('obj.exitCount', { n: o.count, edge }) : t('obj.exitPoints', { n: o.points ?? 0, edge });
    }
    case 'keepFlagship':
      return t(o.losesGame ? 'obj.flagshipLoses' : 'obj.flagship', { unit: unitName(sc, o.unitId, lang) });
  }
}

/** A side's objectives as the engine will use them: its list, else its points target; null in sandbox mode. */
export function objectivesOfScenario(sc: Scenario, p: PlayerId): Objective[] | null {
  if (!sc.objectives) return null;
  const list = sc.objectives[p];
  if (list?.length) return list;
  return [{ kind: 'points', target: sc.objectives.pointsTarget[p] ?? DEFAULT_POINTS_TARGET }];
}

export const OPTION_KEYS: readonly (keyof RuleOptions)[] = ['turnCost', 'cardPlaysPerRound', 'handLimit', 'firstPlayer', 'maxDive', 'combat', 'hideBetweenTurns', 'tfMaxShips', 'planeReturn', 'planeEndurance', 'reactions'];

/** Every rule option the scenario plays with (its own or the ruleset's), marking those it changes. */
export function ruleOptions(sc: Scenario, played?: Partial<RuleOptions>): { key: keyof RuleOptions; value: string; changed: boolean }[] {
  const rs = resolveRuleset(sc.ruleset, sc.rules);
  // a game's own choices (secrets hidden or not, chosen on the start screen) over the scenario's defaults
  const options = { ...(rs.ok ? rs.value.options : DEFAULT_RULESET.options), ...played };
  return OPTION_KEYS.map((key) => ({ key, value: String(options[key]), changed: options[key] !== DEFAULT_RULESET.options[key] }));
}

/** The modules and special content the scenario uses, in words. */
export function scenarioModules(t: Translate, sc: Scenario): string[] {
  const out: string[] = [];
  // a module's victory rule (module L's VP) replaces the sandbox's "higher score wins": its own line says how the game is won
  const ownVictory = !sc.objectives && !!moduleObjective(t, (sc.rules as { modules?: unknown }).modules, sc.rounds);
  if (!ownVictory) out.push(sc.objectives ? (sc.objectives.blue || sc.objectives.red ? t('mod.objectives') : t('mod.scenarioMode')) : t('mod.sandbox'));
  if (sc.reserve.length) out.push(t('mod.taskForces', { n: sc.reserve.length }));
  const deck = (p: PlayerId) => {
    if (!sc.decks) return t('mod.deck.default');
    const d = sc.decks[p];
    if (d === undefined) return t('mod.deck.none');
    return d === 'default' ? t('mod.deck.default') : t('mod.deck.custom', { n: Array.isArray(d) ? d.length : 0 });
  };
  out.push(t('mod.cards', { blue: deck('blue'), red: deck('red') }));
  if (sc.cards.length) out.push(t('mod.customCards', { n: sc.cards.length }));
  if (sc.reinforcements.length) out.push(t('mod.reinforcements', { n: sc.reinforcements.length }));
  if (sc.roundTrack.length) out.push(t('mod.roundTrack', { n: sc.roundTrack.length }));
  if (sc.mines.blue || sc.mines.red) out.push(t('mod.mines', { blue: sc.mines.blue ?? 0, red: sc.mines.red ?? 0 }));
  if (sc.commandBonus.blue || sc.commandBonus.red) out.push(t('mod.commandBonus', { blue: sc.commandBonus.blue ?? 0, red: sc.commandBonus.red ?? 0 }));
  const overrides = Object.keys(sc.ruleset).filter((k) => k !== 'options');
  if (overrides.length) out.push(t('mod.ruleset', { parts: overrides.join(', ') }));
  return [...ruleModules(t, sc), ...out];
}

/** The rule modules a scenario plays with, each with its options in words ("Dice combat (module D): initiative rolled on a d10 each round"). */
export function ruleModules(t: Translate, sc: Scenario): string[] {
  const listed = Array.isArray(sc.rules.modules) ? (sc.rules.modules as { id?: unknown; options?: unknown }[]) : [];
  return modulesNamed(sc.rules).map((id) => {
    // a module named by the `combat` shorthand (module D) takes its options from the rules block
    const entry = listed.find((m) => m?.id === id);
    const own = screenModule(id)?.optionLines?.(t, entry?.options); // a module that sums its options up itself (module L)
    if (own) return own;
    // (unlisted, it is the one the shorthand names: modulesNamed)
    const rules = sc.rules as Record<string, unknown>;
    const options = (entry ? entry.options : Object.fromEntries(shorthandOf(rules.combat)!.options.map((k) => [k, rules[k]]))) as Record<string, unknown> | undefined;
    const words = Object.entries(options ?? {}).flatMap(([key, value]) => {
      if (value === undefined) return [];
      if (value && typeof value === 'object') {
        const k = `module.${id}.opt.${key}`;
        return [hasMessage(k) ? t(k, { classes: Object.keys(value).join(', ') }) : `${key}: ${JSON.stringify(value)}`];
      }
      const k = `module.${id}.opt.${key}.${String(value)}`;
      return [hasMessage(k) ? t(k) : `${key}: ${String(value)}`];
    });
    const name = hasMessage(`module.${id}`) ? t(`module.${id}` as MessageKey) : id;
    return words.length ? `${name}: ${words.join('; ')}` : name;
  });
}
