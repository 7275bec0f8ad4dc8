// The start screen's seats (loaded just after the first screen, with their strings): for each side, a
// person or the computer (easy, normal, hard) with a line on what that level does; a note on what that
// means (watch mode for two bots).
import type { PlayerId } from '../../engine';
import { useT } from '../../i18n';
import '../../i18n/lazyEnglish';
import { SEAT_CHOICES, type SeatChoice } from './seatChoice';
import './seats.css';

export function SeatPicker({ side, seats, choose }: { side: PlayerId; seats: Record<PlayerId, SeatChoice>; choose(side: PlayerId, c: SeatChoice): void }) {
  const t = useT();
  return (
    <label className="field start__seat-choice">
      <span className="muted small">{t('seat.label')}</span>
      <select data-testid={`seat-${side}`} aria-label={`${t(`owner.${side}`)}: ${t('seat.label')}`} value={seats[side]} onChange={(e) => choose(side, e.target.value as SeatChoice)}>
        {SEAT_CHOICES.map((c) => <option key={c} value={c}>{t(c === 'human' ? 'seat.human' : `seat.bot.${c}`)}</option>)}
      </select>
      {seats[side] !== 'human' && <span className="muted small start__seat-about" data-testid={`seat-level-${side}`}>{t(`seat.about.${seats[side]}`)}</span>}
    </label>
  );
}

export function SeatNote({ watch }: { watch: boolean }) {
  const t = useT();
  return <p className="muted small" data-testid="seat-note">{t(watch ? 'seat.watch' : 'seat.vsBot')}</p>;
}
