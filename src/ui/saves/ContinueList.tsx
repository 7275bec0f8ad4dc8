// The start screen's saved games (the library): each with its scenario, players, round and date (in the
// UI language) — continue it, rename it, export it, delete it (with undo). A game that cannot be read is
// listed with why, to be downloaded or deleted; it never hides the others.
import { useEffect, useState } from 'react';
import { useUiStore } from '../../store';
import { useT, type Translate } from '../../i18n';
import type { LibraryItem } from '../../store/librarySlice';
import type { GameEntry } from '../../store/shelf';
import { ErrorList } from './ErrorList';
import { downloadText } from './files';
import { loadGame } from '../lazy';
import { replayViewsFor } from '../../store/replaySlice';
import '../home.css';

const fileName = (e: GameEntry | null, id: string): string => `enb-${(e?.scenarioId ?? '').replace(/[^a-z0-9-]/gi, '') || 'game'}-${id}.enb.json`;

function titleOf(e: GameEntry, lang: 'en' | 'pl'): string {
  return e.title || e.scenarioName?.[lang] || e.scenarioId;
}

async function exportGame(id: string, entry: GameEntry | null) {
  const text = await useUiStore.getState().gameText(id);
  if (text !== null) downloadText(fileName(entry, id), text);
}

function Entry({ entry, t }: { entry: GameEntry; t: Translate }) {
  const lang = useUiStore((s) => s.language);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const { renameGame, deleteGame } = useUiStore.getState();
  // the replay hides nothing (finished, demo mode), or it is the current game seen by the player at the screen
  const current = useUiStore((s) => (s.libraryId === entry.id && s.session ? s.session : null));
  const viewer = useUiStore((s) => s.viewer);
  const replayable = current ? replayViewsFor(current, viewer).length > 0 : entry.over || !entry.hideBetweenTurns;
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(entry.savedAt));
  const open = async () => {
    if (opening) return;
    setOpening(true);
    try {
      await loadGame();
      await useUiStore.getState().continueGame(entry.id);
    } finally {
      setOpening(false);
    }
  };
  return (
    <li className="library__item" data-testid="library-item" data-id={entry.id}>
      <div className="library__text">
        {renaming === null ? (
          <strong data-testid="library-title">{titleOf(entry, lang)}</strong>
        ) : (
          <form
            className="library__rename"
            onSubmit={(e) => {
              e.preventDefault();
              void renameGame(entry.id, renaming).then(() => setRenaming(null));
            }}
          >
            <input aria-label={t('library.rename.label')} data-testid="library-rename-input" value={renaming} maxLength={60} autoFocus onChange={(e) => setRenaming(e.target.value)} />
            <button type="submit" data-testid="library-rename-save">{t('library.rename.save')}</button>
          </form>
        )}
        <span className="small" data-testid="library-summary">
          {entry.title && entry.scenarioName ? `${entry.scenarioName[lang]} · ` : ''}
          {t('library.summary', {
            blue: entry.names.blue || t('owner.blue'),
            red: entry.names.red || t('owner.red'),
            round: entry.round,
            rounds: entry.rounds,
            n: entry.actions,
          })}
          {entry.over ? ` · ${t('library.over')}` : ''}
        </span>
        <span className="muted small" data-testid="library-date">{t('library.saved', { when })}</span>
      </div>
      <span className="library__buttons">
        <button type="button" className="primary" data-testid="library-continue" disabled={opening} onClick={() => void open()}>
          {entry.over ? t('library.open') : t('start.continue')}
        </button>
        <button
          type="button"
          data-testid="library-replay"
          disabled={!replayable}
          title={replayable ? undefined : t('library.replay.locked')}
          onClick={() => void (async () => {
            await loadGame();
            await useUiStore.getState().watchGame(entry.id);
          })()}
        >
          {t('library.replay')}
        </button>
        <button type="button" data-testid="library-rename" onClick={() => setRenaming(titleOf(entry, lang))}>
          {t('library.rename')}
        </button>
        <button type="button" data-testid="library-export" onClick={() => void exportGame(entry.id, entry)}>
          {t('files.export')}
        </button>
        <button type="button" data-testid="library-delete" onClick={() => void deleteGame(entry.id)}>
          {t('library.delete')}
        </button>
      </span>
    </li>
  );
}

function Broken({ item, t }: { item: Extract<LibraryItem, { kind: 'broken' }>; t: Translate }) {
  return (
    <li className="library__item library__item--broken" role="alert" data-testid="library-broken" data-id={item.id}>
      <div className="library__text">
        <strong>{t('library.broken')}</strong>
        <ErrorList errors={item.errors} testId="library-errors" />
        <span className="muted small">{t('library.broken.note')}</span>
      </div>
      <span className="library__buttons">
        <button type="button" data-testid="library-download" onClick={() => void exportGame(item.id, item.entry)}>
          {t('library.download')}
        </button>
        <button type="button" data-testid="library-delete" onClick={() => void useUiStore.getState().deleteGame(item.id)}>
          {t('library.delete')}
        </button>
      </span>
    </li>
  );
}

/** A game asked for that is open in another tab: take it over here, open a copy, or leave it there. */
function OpenElsewhere({ id, t }: { id: string; t: Translate }) {
  const [busy, setBusy] = useState(false);
  const open = (how: 'takeOver' | 'copy') => {
    if (busy) return;
    setBusy(true);
    void (async () => {
      try {
        await loadGame();
        await useUiStore.getState().continueGame(id, how);
      } finally {
        setBusy(false);
      }
    })();
  };
  return (
    <div className="library__deleted" role="alertdialog" aria-labelledby="game-elsewhere-title" data-testid="game-elsewhere" data-id={id}>
      <p>
        <strong id="game-elsewhere-title">{t('library.elsewhere')}</strong> {t('library.elsewhere.note')}
      </p>
      <button type="button" className="primary" data-testid="game-take-over" disabled={busy} onClick={() => open('takeOver')}>
        {t('library.takeOver')}
      </button>{' '}
      <button type="button" data-testid="game-open-copy" disabled={busy} onClick={() => open('copy')}>
        {t('library.openCopy')}
      </button>{' '}
      <button type="button" data-testid="game-elsewhere-cancel" onClick={() => useUiStore.getState().dismissElsewhere()}>
        {t('files.cancel')}
      </button>
    </div>
  );
}

export function ContinueList() {
  const t = useT();
  const library = useUiStore((s) => s.library);
  const deleted = useUiStore((s) => s.deletedGame);
  const lang = useUiStore((s) => s.language);
  const elsewhere = useUiStore((s) => s.gameElsewhere);
  useEffect(() => {
    void useUiStore.getState().refreshLibrary();
    void useUiStore.getState().restoreScenarios();
  }, []);
  if (!library?.length && !deleted) return null;
  return (
    <section className="library" aria-label={t('library.title')} data-testid="library">
      <h3>{t('library.title')}</h3>
      {elsewhere && <OpenElsewhere id={elsewhere} t={t} />}
      {deleted && (
        <p className="library__deleted" role="status" data-testid="library-deleted">
          {t('library.deleted', { name: titleOf(deleted.entry, lang) })}{' '}
          <button type="button" data-testid="library-undo" onClick={() => void useUiStore.getState().undoDelete()}>
            {t('library.undo')}
          </button>
        </p>
      )}
      <ul className="library__list" data-testid="library-list">
        {(library ?? []).map((it) => (it.kind === 'ok' ? <Entry key={it.entry.id} entry={it.entry} t={t} /> : <Broken key={it.id} item={it} t={t} />))}
      </ul>
    </section>
  );
}
