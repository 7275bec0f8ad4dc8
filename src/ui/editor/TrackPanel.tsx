// The round track (§10) and the decks (§9): reinforcements entering at a node (the one selected on the
// map), a map edge or a task force, and the other items of the track (mine tokens, a card to hand, a
// unit leaving) — each listed with its round, which may be changed, and removable; each side's deck:
// the bundled one, none, or the scenario's own list of cards and copies.
import { useState } from 'react';
import { cellName } from '../../engine/geometry';
import { useT, type Translate } from '../../i18n';
import { useUiStore } from '../../store';
import { DEFAULT_RULESET } from '../../scenarios/rulesetSchema';
import { MAP_EDGES } from '../../scenarios/trackSchema';
import { setField } from '../../editor/edits';
import { addEntry, deckCards, deckMode, knownCards, listOf, removeEntry, setCardCount, setDeckMode, unitIdsOf, type DeckMode, type TrackList } from '../../editor/track';
import type { EditorDoc } from '../../editor/document';
import { useEditor, usePanelDoc } from './editorStore';

type Side = 'blue' | 'red';
type Kind = 'reinforcement' | 'mines' | 'card' | 'expire';
const KINDS: readonly Kind[] = ['reinforcement', 'mines', 'card', 'expire'];
const TFS = ['A', 'B', 'C', 'D'] as const;

/** One line of the track in words. */
function describe(t: Translate, list: TrackList, e: Record<string, unknown>): string {
  if (list === 'reinforcements') {
    const at = e.node !== undefined ? String(e.node) : e.edge !== undefined ? t(`editor.track.edge.${String(e.edge)}` as 'editor.track.edge.north') : e.tf !== undefined ? t('editor.track.tf', { tf: String(e.tf) }) : '?';
    return t('editor.track.reinforcement', { cls: String(e.class), at });
  }
  if (e.kind === 'mines') return t('editor.track.mines', { n: Number(e.count) || 0 });
  if (e.kind === 'card') return t('editor.track.card', { card: String(e.cardId) });
  if (e.kind === 'expire') return t('editor.track.expire', { unit: String(e.unitId) });
  return `${String(e.kind)}${e.effect !== undefined ? ` ${String(e.effect)}` : ''}`;
}

/** A track item's round, changed in place (one undo step per field visit). */
function RoundInput({ list, k, round }: { list: TrackList; k: number; round: unknown }) {
  const t = useT();
  const [text, setText] = useState<string | null>(null);
  const path = [list, k, 'round'];
  return (
    <input
      aria-label={t('editor.track.round')} size={2} inputMode="numeric" data-testid={`editor-track-round-${list}-${k}`}
      value={text ?? String(round ?? '')}
      onChange={(e) => {
        setText(e.target.value);
        if (/^\d+$/.test(e.target.value.trim())) useEditor.getState().edit('track round', (d) => setField(d, path, Number(e.target.value)), `field:${path.join('.')}`);
      }}
      onBlur={() => { setText(null); useEditor.getState().endGesture(); }}
    />
  );
}

function TrackList({ doc }: { doc: EditorDoc }) {
  const t = useT();
  const edit = useEditor((s) => s.edit);
  const focusOn = useEditor((s) => s.focusOn);
  const rows = (['reinforcements', 'roundTrack'] as const).flatMap((list) => listOf(doc, list).map((e, k) => ({ list, k, e })));
  rows.sort((a, b) => (Number(a.e.round) || 0) - (Number(b.e.round) || 0));
  if (!rows.length) return <p className="muted small" data-testid="editor-track-empty">{t('editor.track.empty')}</p>;
  return (
    <ul className="editor-objectives" data-testid="editor-track">
      {rows.map(({ list, k, e }) => {
        const owner = e.owner === 'red' || e.owner === 'blue' ? e.owner : null;
        const node = typeof e.node === 'string' ? e.node.toUpperCase() : null;
        return (
          <li key={`${list}-${k}`} data-testid="editor-track-item">
            {t('editor.track.round')} <RoundInput list={list} k={k} round={e.round} />{' '}
            {owner && <span className={`side-dot side-dot--${owner}`}>{t(`owner.${owner}`)}</span>}{' '}
            {node ? <button type="button" className="small" onClick={() => focusOn([node])}>{describe(t, list, e)}</button> : describe(t, list, e)}{' '}
            <button type="button" className="small" aria-label={t('editor.remove')} data-testid={`editor-track-remove-${list}-${k}`} onClick={() => edit('track', (d) => removeEntry(d, list, k))}>✕</button>
          </li>
        );
      })}
    </ul>
  );
}

export function TrackPanel() {
  const t = useT();
  const doc = usePanelDoc();
  const edit = useEditor((s) => s.edit);
  const selection = useEditor((s) => s.selection);
  const [kind, setKind] = useState<Kind>('reinforcement');
  const [round, setRound] = useState('2');
  const [side, setSide] = useState<Side>('blue');
  const [cls, setCls] = useState('DD');
  const [where, setWhere] = useState('node');
  const [count, setCount] = useState('1');
  const [card, setCard] = useState('');
  const [unit, setUnit] = useState('');
  const node = selection ? cellName(selection.a) : null;
  const cards = knownCards(doc);
  const units = unitIdsOf(doc);
  const classes = Object.keys({ ...DEFAULT_RULESET.classes, ...((doc.ruleset as { classes?: object } | undefined)?.classes ?? {}) });
  const r = Number(round);
  const whereOk = where !== 'node' || node !== null;
  const ready = Number.isInteger(r) && r >= 1 && (kind !== 'reinforcement' || whereOk) && (kind !== 'card' || !!(card || cards[0])) && (kind !== 'expire' || !!(unit || units[0]));
  const add = () => {
    if (kind === 'reinforcement') {
      const at = where === 'node' ? { node } : where.startsWith('tf:') ? { tf: where.slice(3) } : { edge: where };
      edit('reinforcement', (d) => addEntry(d, 'reinforcements', { round: r, owner: side, class: cls, ...at }));
    } else if (kind === 'mines') edit('track item', (d) => addEntry(d, 'roundTrack', { kind, round: r, owner: side, count: Number(count) || 1 }));
    else if (kind === 'card') edit('track item', (d) => addEntry(d, 'roundTrack', { kind, round: r, owner: side, cardId: card || cards[0].id }));
    else edit('track item', (d) => addEntry(d, 'roundTrack', { kind, round: r, unitId: unit || units[0] }));
  };
  return (
    <section className="editor-panel" aria-labelledby="editor-track-h">
      <h3 id="editor-track-h">{t('editor.track')}</h3>
      <TrackList doc={doc} />
      <div className="editor-objectives__add">
        <select aria-label={t('editor.track.kind')} data-testid="editor-track-kind" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
          {KINDS.map((k) => <option key={k} value={k}>{t(`editor.track.kind.${k}`)}</option>)}
        </select>
        <label>{t('editor.track.round')} <input size={2} inputMode="numeric" data-testid="editor-track-round" value={round} onChange={(e) => setRound(e.target.value)} /></label>
        {kind !== 'expire' && (
          <select aria-label={t('editor.side')} data-testid="editor-track-side" value={side} onChange={(e) => setSide(e.target.value as Side)}>
            <option value="blue">{t('owner.blue')}</option>
            <option value="red">{t('owner.red')}</option>
          </select>
        )}
        {kind === 'reinforcement' && (
          <>
            <select aria-label={t('editor.class')} data-testid="editor-track-class" value={cls} onChange={(e) => setCls(e.target.value)}>
              {classes.map((c) => <option key={c}>{c}</option>)}
            </select>
            <select aria-label={t('editor.track.where')} data-testid="editor-track-where" value={where} onChange={(e) => setWhere(e.target.value)}>
              <option value="node">{node ? t('editor.track.atNode', { node }) : t('editor.track.pickNode')}</option>
              {MAP_EDGES.map((edge) => <option key={edge} value={edge}>{t(`editor.track.edge.${edge}`)}</option>)}
              {TFS.map((tf) => <option key={tf} value={`tf:${tf}`}>{t('editor.track.tf', { tf })}</option>)}
            </select>
          </>
        )}
        {kind === 'mines' && <input aria-label={t('editor.track.count')} size={2} inputMode="numeric" data-testid="editor-track-count" value={count} onChange={(e) => setCount(e.target.value)} />}
        {kind === 'card' && (
          <select aria-label={t('editor.track.kind.card')} data-testid="editor-track-card" value={card || cards[0]?.id} onChange={(e) => setCard(e.target.value)}>
            {cards.map((c) => <option key={c.id} value={c.id}>{c.id}</option>)}
          </select>
        )}
        {kind === 'expire' && (
          <select aria-label={t('editor.track.unit')} data-testid="editor-track-unit" value={unit || units[0]} onChange={(e) => setUnit(e.target.value)}>
            {units.map((u) => <option key={u}>{u}</option>)}
          </select>
        )}
        <button type="button" data-testid="editor-track-add" disabled={!ready} onClick={add}>{t('editor.track.add')}</button>
      </div>
      {kind === 'reinforcement' && where === 'node' && !node && <p className="muted small">{t('editor.track.pickHint')}</p>}
      <DecksPanel doc={doc} />
    </section>
  );
}

function DeckOf({ doc, side }: { doc: EditorDoc; side: Side }) {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const edit = useEditor((s) => s.edit);
  const mode = deckMode(doc, side);
  const cards = deckCards(doc, side);
  const known = knownCards(doc);
  const names = new Map(known.map((c) => [c.id, c.name?.[lang] ?? c.id]));
  const [adding, setAdding] = useState('');
  const total = cards.reduce((n, c) => n + c.count, 0);
  const count = (card: string, n: number) => edit('deck', (d) => setCardCount(d, side, card, Math.max(0, Math.min(20, n))));
  return (
    <div data-testid={`editor-deck-${side}`}>
      <label className="editor-field">
        <span><span className={`side-dot side-dot--${side}`}>{t(`owner.${side}`)}</span></span>
        <select data-testid={`editor-deck-mode-${side}`} value={mode} onChange={(e) => edit('deck', (d) => setDeckMode(d, side, e.target.value as DeckMode))}>
          {(['default', 'none', 'own'] as const).map((m) => <option key={m} value={m}>{t(`editor.deck.${m}`)}</option>)}
        </select>
      </label>
      {mode !== 'none' && (
        <details>
          <summary data-testid={`editor-deck-summary-${side}`}>{t('editor.deck.count', { n: total })}</summary>
          <ul className="editor-objectives">
            {cards.map((c) => (
              <li key={c.card} data-testid={`editor-deck-card-${side}`}>
                <button type="button" className="small" aria-label={t('editor.deck.less')} onClick={() => count(c.card, c.count - 1)}>−</button>{' '}
                <span data-testid={`editor-deck-copies-${side}-${c.card}`}>{c.count}</span>{' '}
                <button type="button" className="small" aria-label={t('editor.deck.more')} onClick={() => count(c.card, c.count + 1)}>+</button>{' '}
                {names.get(c.card) ?? c.card} <code className="muted small">{c.card}</code>
              </li>
            ))}
          </ul>
          <select aria-label={t('editor.deck.add')} data-testid={`editor-deck-add-card-${side}`} value={adding} onChange={(e) => setAdding(e.target.value)}>
            <option value="">{t('editor.deck.pick')}</option>
            {known.map((c) => <option key={c.id} value={c.id}>{names.get(c.id)} ({c.id})</option>)}
          </select>{' '}
          <button type="button" className="small" data-testid={`editor-deck-add-${side}`} disabled={!adding} onClick={() => count(adding, (cards.find((c) => c.card === adding)?.count ?? 0) + 1)}>{t('editor.deck.add')}</button>
        </details>
      )}
    </div>
  );
}

function DecksPanel({ doc }: { doc: EditorDoc }) {
  const t = useT();
  return (
    <>
      <h4>{t('editor.decks')}</h4>
      <DeckOf doc={doc} side="blue" />
      <DeckOf doc={doc} side="red" />
    </>
  );
}
