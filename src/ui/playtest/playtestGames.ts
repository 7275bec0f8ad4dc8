// A finished Playtest run, and its games worth a look: why each is one, and opening it in the replay
// viewer with the bots named by side ("Blue: normal", "Red: normal"), so two bots of one level differ.
import type { Action } from '../../engine';
import type { RunLine } from '../../lab/record';
import type { RunReport } from '../../lab/report';
import type { RunResult } from '../../lab/run';
import { botNames, outlierSave, scoreText, type Outlier } from '../../lab/outliers';
import { useUiStore } from '../../store';
import { loadKernel } from '../../store/kernel';
import type { Translate } from '../../i18n';
import { loadGame } from '../lazy';

export interface PlaytestResult { run: RunLine; texts: string[]; played: RunResult; report: RunReport }

export function whyText(t: Translate, o: Outlier): string {
  const r = o.record;
  if (r.error) return t('playtest.why.error', { at: r.error.at + 1, message: r.error.message });
  if (o.name.startsWith('longest')) return t('playtest.why.longest', { actions: r.actions, rounds: r.rounds });
  return t('playtest.why.margin', { score: scoreText(r) });
}

export async function openInReplay(scenario: unknown, o: Outlier & { log: Action[] }, t: Translate): Promise<void> {
  await loadGame();
  const names = botNames(o.record, (p) => t(`owner.${p}`));
  const r = (await loadKernel()).sessionFromText(outlierSave(scenario, o.record, o.log, names));
  // a lab game has no person at the screen: nothing of it is hidden
  if (r.ok) useUiStore.getState().watchReplay({ ...r.session, options: { ...r.session.options, hideBetweenTurns: false } });
}

