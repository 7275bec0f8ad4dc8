// The Naval Battle screen (module N): the square board in the middle, the secret setup or the turn's
// panel beside it, the log below. Pieces are drawn from the viewer's view only (viewFor hides the
// enemy's classes); under the hand-over cover there is no viewer and no piece is drawn.
import { useEffect, useMemo, useState } from 'react';
import { type Action, type GameState, type PlayerId } from '../../../engine';
import { navalData, navalGeography, navalShipActions, type Arrangement, type NavalData } from '../rules/index';
import { useUiStore } from '../../../store';
import { besideMovesOf, deciderOf, viewOf } from '../../../store/derived';
import { botAt } from '../../../store/seats';
import { useT } from '../../../i18n';
import { wordsFor } from '../strings';
import { playerName } from '../../../ui/game/describe';
import { WhatHappened } from '../../../ui/game/WhatHappened';
import { LogPanel } from '../../../ui/panels/LogPanel';
import { ReplayBar } from '../../../ui/screens/ReplayBar';
import { BotBar } from '../../../ui/bots/BotBar';
import { modalUp } from '../../../ui/modal';
import { NavalCanvas } from './NavalCanvas';
import { NavalArrangePanel } from './NavalArrangePanel';
import { NavalTurnPanel } from './NavalTurnPanel';
import { NavalLosses } from './NavalLosses';
import { NavalLegend } from './NavalLegend';
import { classLabel, optionsOf, piecesShown } from './navalGame';
import { actionAt, marksOf, whyNotAt, type ClickMode } from './navalClick';
import { draftRefusal, freshArrangement, swapFields } from './arrangement';
import { fieldLines, refusalText } from './navalField';
import type { BoardPicture } from './drawBoard';

const EMPTY: NavalData['pieces'] = [];

export function NavalScreen() {
  const t = wordsFor(useT());
  const lang = useUiStore((s) => s.language);
  const session = useUiStore((s) => s.session);
  const viewer = useUiStore((s) => s.viewer);
  const resultOf = useUiStore((s) => s.resultOf);
  const blocked = useUiStore(modalUp);
  const rawNotice = useUiStore((s) => s.notice);
  const [selected, setSelected] = useState<string | null>(null);
  const [mode, setMode] = useState<ClickMode>('act');
  const [draft, setDraft] = useState<Arrangement | null>(null);
  const screen = useUiStore((s) => s.screen);
  const replay = useUiStore((s) => s.replay);
  const replayView = useUiStore((s) => s.replayView);
  // the replay viewer (a finished game): its step's state, seen with the chosen eyes ('full': both sides)
  const inReplay = screen === 'replay' && !!replay;
  const panelsOpen = useUiStore((s) => s.panelsOpen);
  const state = inReplay ? replay.states[replay.step] : session?.state ?? null;
  const o = useMemo(() => (state ? optionsOf(state) : null), [state?.setup]); // eslint-disable-line react-hooks/exhaustive-deps
  const geo = useMemo(() => (state && o ? navalGeography(state.setup.map, o) : null), [state?.setup, o]); // eslint-disable-line react-hooks/exhaustive-deps
  const shown = inReplay ? (replayView === 'full' ? null : replayView) : viewer ?? resultOf; // the player who acted still sees the result until the hand-over
  // demo mode (no cover between turns) and the replay's full view show both sides' secrets, as they say; else the viewer's view
  const demo = inReplay ? replayView === 'full' : !!session && !session.options.hideBetweenTurns;
  const seenBy = (st: GameState, p: PlayerId | null): NavalData | null => (demo ? navalData(st) : p ? navalData(viewOf(st, p)) : null) ?? null;
  const data = state && (shown || (inReplay && demo)) ? seenBy(state, shown) : null;
  const acting = !inReplay && !!state && !!viewer && state.phase !== 'over' && deciderOf(state) === viewer;
  const arranging = acting && state!.pending?.kind === 'moduleSetup' && state!.pending.phase === 'arrange';
  const battling = acting && !arranging;
  // a new player, or a new state: the selection starts afresh on the ship still acting this turn, if any
  // (N-TURN-1: only it may go on), and the draft afresh while arranging
  const turnShip = acting ? data?.turn.ship ?? null : null;
  useEffect(() => {
    setSelected(turnShip);
    setMode('act');
  }, [viewer, session?.actions.length]); // eslint-disable-line react-hooks/exhaustive-deps
  // the secret setup is answered in the panels: on a small screen their drawer opens for a person's, and
  // closes after it (the board is what the battle needs); a bot's arranging never opens it
  const personArranging = arranging && !botAt(session?.options.bots, viewer!);
  useEffect(() => {
    useUiStore.getState().setPanelsOpen(personArranging);
  }, [personArranging]);
  useEffect(() => {
    setDraft(arranging && state && o && viewer ? freshArrangement(state, o, viewer) : null);
  }, [arranging, viewer]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!session || !state || !o || !geo) return null;
  const submit = (a: Action) => useUiStore.getState().submit(a);
  const shipActions = battling && selected ? navalShipActions(state, o, selected) : [];
  const marks = battling && selected && data ? marksOf(state, o, data, selected, mode) : { reach: [], targets: [] };
  const picture: Omit<BoardPicture, 'cursor' | 'hover'> = {
    geo,
    pieces: data ? (arranging ? piecesShown(data, shown!, draft) : data.pieces) : EMPTY,
    batteries: data ? (arranging && draft ? [...data.batteries.filter((b) => b.owner !== viewer), ...draft.batteries.map((node, k) => ({ id: `draft-battery-${k}`, owner: viewer!, node }))] : data.batteries) : [],
    planes: data?.planes ?? [],
    label: (cls) => classLabel(o, lang, cls),
    selected: arranging ? null : selected,
    chosen: arranging ? selected : null,
    reach: marks.reach,
    targets: marks.targets,
    arranging: arranging ? geo.portFields[viewer!].map((i) => geo.names[i]) : [],
    acting: data?.turn.ship ?? null,
    viewer: shown,
  };
  const showRefusal = useUiStore.getState().showRefusal;
  /** A changed draft, if the engine would take it (a dry run); else its reason, at the field. */
  const tryDraft = (next: Arrangement, field: string) => {
    const why = draftRefusal(state, next);
    if (why) showRefusal(why, field);
    else {
      setDraft(next);
      setSelected(null);
      useUiStore.getState().clearNotice();
    }
  };
  const onField = (field: string) => {
    if (!data || !viewer) return;
    if (arranging && draft) {
      const inPort = geo.portFields[viewer].some((i) => geo.names[i] === field);
      if (selected && inPort && selected !== field) tryDraft(swapFields(draft, selected, field), field);
      else setSelected(inPort && selected !== field ? field : null);
      return;
    }
    if (!battling) return;
    const own = data.pieces.find((p) => p.node === field && p.owner === viewer && p.kind === 'ship');
    if (selected) {
      const a = actionAt(state, o, data, selected, field, mode);
      if (a) {
        submit({ type: 'module', module: 'navalBattle', action: a.action, params: a.params } as Action);
        return;
      }
      if (own) {
        setSelected(own.id === selected ? null : own.id);
        setMode('act');
        return;
      }
      const why = whyNotAt(state, selected, field, mode);
      if (why) showRefusal(why, field);
      return;
    }
    if (own) setSelected(own.id);
  };
  /** Escape: the last refusal goes, then the choice (a mode back to moving, then the ship or the chosen field). */
  const onBack = () => {
    if (useUiStore.getState().notice) useUiStore.getState().clearNotice();
    else if (mode !== 'act') setMode('act');
    else if (selected && !(battling && turnShip === selected)) setSelected(null);
  };
  const linesOf = (field: string) => fieldLines({
    state, o, geo, data, viewer: shown, lang, t,
    battle: battling ? { selected, mode } : null,
    arranging: arranging && draft ? { draft, chosen: selected } : null,
  }, field);
  const ownShip = data?.pieces.find((p) => p.owner === viewer && p.kind === 'ship' && p.node);
  const home = (battling && selected ? data?.pieces.find((p) => p.id === selected)?.node : null)
    ?? (arranging && draft ? draft.ships[0]?.node : null) ?? ownShip?.node ?? geo.names[Math.floor(geo.n / 2)];
  const notice = rawNotice && rawNotice.at === session.actions.length && rawNotice.viewer === viewer ? rawNotice : null;
  const decider = deciderOf(state);
  const prompt = inReplay || state.phase === 'over' || !shown ? null
    : arranging ? t('naval.prompt.arrange', { name: playerName(session.names, t, viewer!) })
    : battling ? t('naval.prompt.turn', { name: playerName(session.names, t, viewer!) })
    : t('naval.prompt.wait', { name: playerName(session.names, t, decider) });
  // End turn and Pass stand in the prompt's row, on screen at every size (the panels may be a drawer)
  const legal = battling ? besideMovesOf(state) : [];
  const endTurn = legal.find((a) => a.type === 'module' && a.action === 'endTurn');
  const pass = legal.find((a) => a.type === 'module' && a.action === 'pass');
  return (
    <main className={`game naval${panelsOpen ? ' game--panels-open' : ''}`} data-testid="game-screen" inert={blocked}>
      <div className="game__centre">
        {/* the machine players: run while the game is shown, their line above the prompt (as on ENB's screen) */}
        {!inReplay && <BotBar />}
        {inReplay && <ReplayBar />}
        {prompt && (
          <div className="prompt" data-testid="prompt" role="status">
            <div className="prompt__row">
              <span className="prompt__text" data-testid="prompt-text">{prompt}</span>
              {endTurn && <button type="button" data-testid="naval-end-turn" onClick={() => submit(endTurn)}>{t('naval.turn.end')}</button>}
              {pass && <button type="button" data-testid="naval-pass" onClick={() => submit(pass)}>{t('naval.turn.pass')}</button>}
              <button type="button" className="panels-toggle" data-testid="panels-toggle" aria-pressed={panelsOpen} onClick={() => useUiStore.getState().setPanelsOpen(!panelsOpen)}>
                {t('naval.panels.open')}
              </button>
            </div>
          </div>
        )}
        {notice && (
          <div className="prompt__notice" data-testid="notice" role="alert" data-code={notice.error.code}>
            {notice.node ? <strong>{notice.node}: </strong> : null}
            {refusalText(lang, notice.error)}
          </div>
        )}
        <WhatHappened />
        <div className="game__map">
          <NavalCanvas picture={picture} onField={onField} onBack={onBack} label={t('naval.board')} linesOf={linesOf} home={home} seenIn={seenBy} />
        </div>
      </div>
      <div className="game__side naval__side" data-testid="game-side">
        <div className="game__drawer-bar">
          <button type="button" data-testid="panels-close" onClick={() => useUiStore.getState().setPanelsOpen(false)}>
            {t('panels.close')}
          </button>
        </div>
        {arranging && draft && <NavalArrangePanel state={state} o={o} player={viewer!} draft={draft} chosen={selected} setDraft={(a) => { setDraft(a); setSelected(null); }} tryDraft={tryDraft} submit={submit} />}
        {battling && data && (
          <NavalTurnPanel o={o} lang={lang} data={data} player={viewer!} selected={selected} shipActions={shipActions} mode={mode} setMode={setMode} />
        )}
        {data && <NavalLosses o={o} lang={lang} data={data} />}
        <NavalLegend o={o} lang={lang} />
        <div className="game__log">
          <LogPanel />
        </div>
      </div>
    </main>
  );
}
