// The rules guide (EN/PL), reachable with ? and from every screen: how a turn goes, movement, attack,
// hand-over, and every class's real attack zone drawn from the engine.
import { useRef, useState } from 'react';
import { useUiStore } from '../../store';
import { useT, type MessageKey } from '../../i18n';
import { DEFAULT_RULESET } from '../../scenarios/rulesetSchema';
import { ZoneDiagram } from './ZoneDiagram';
import { RulesText } from './RulesText';
import { useDialogFocus } from '../focus';
import { screenModulesOf } from '../modules/screenModule';
import '../../i18n/lazyEnglish';

const SECTIONS: { title: MessageKey; body: MessageKey[] }[] = [
  { title: 'help.goal.title', body: ['help.goal.1', 'help.goal.2'] },
  { title: 'help.turn.title', body: ['help.turn.1', 'help.turn.2', 'help.turn.3'] },
  { title: 'help.move.title', body: ['help.move.1', 'help.move.2', 'help.move.3', 'help.move.4'] },
  { title: 'help.attack.title', body: ['help.attack.1', 'help.attack.2', 'help.attack.3'] },
  { title: 'help.tf.title', body: ['help.tf.1', 'help.tf.2', 'help.tf.3', 'help.tf.4', 'help.tf.5'] },
  { title: 'help.cards.title', body: ['help.cards.1', 'help.cards.2', 'help.cards.3'] },
  { title: 'help.air.title', body: ['help.air.1', 'help.air.2'] },
  { title: 'help.hotseat.title', body: ['help.hotseat.1'] },
  { title: 'help.keys.title', body: ['help.keys.1', 'help.keys.2', 'help.keys.3'] },
];

export function HelpDialog() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const open = useUiStore((s) => s.helpOpen);
  const setHelp = useUiStore((s) => s.setHelp);
  const box = useRef<HTMLDivElement>(null);
  const [fullRules, setFullRules] = useState(false);
  const game = useUiStore((s) => s.session?.state ?? null);
  // focus on Close, Tab kept inside, back to the control that opened the guide when it closes
  useDialogFocus(box, open);
  if (!open) return null;
  const rs = DEFAULT_RULESET;
  return (
    <div ref={box} className="help" data-testid="help" role="dialog" aria-modal="true" aria-labelledby="help-title" onClick={(e) => e.target === e.currentTarget && setHelp(false)}>
      <div className="help__box">
        <header className="help__head">
          <h2 id="help-title">{t('help.title')}</h2>
          <button type="button" data-autofocus data-testid="help-close" onClick={() => setHelp(false)}>
            {t('help.close')}
          </button>
        </header>
        <section>
          <h3>{t('help.rules.title')}</h3>
          <p>{t('help.rules.intro')}</p>
          <button type="button" data-testid="help-full-rules" aria-expanded={fullRules} onClick={() => setFullRules(!fullRules)}>
            {fullRules ? t('help.rules.hide') : t('help.rules.show')}
          </button>
          {fullRules && <RulesText />}
        </section>
        {SECTIONS.map((s) => (
          <section key={s.title}>
            <h3>{t(s.title)}</h3>
            {s.body.map((k) => (
              <p key={k}>{t(k)}</p>
            ))}
          </section>
        ))}
        {/* the help pages of the game's rule modules, in their words */}
        {screenModulesOf(game).flatMap((m) => m.help ?? []).map((s) => (
          <section key={s.title} data-testid="help-module-page">
            <h3>{t(s.title as MessageKey)}</h3>
            {s.body.map((k) => (
              <p key={k}>{t(k as MessageKey)}</p>
            ))}
          </section>
        ))}
        <section>
          <h3>{t('help.zones.title')}</h3>
          <p>{t('help.zones.intro')}</p>
          <div className="zone-grid">
            {Object.entries(rs.classes).map(([id, c]) => (
              <div key={id}>
                <ZoneDiagram kind="ship" cls={id} label={`${c.name[lang]} (${id}) · ${t('help.zones.mp', { mp: c.mp })} · ${t(`attack.${c.attack}` as MessageKey)}`} />
              </div>
            ))}
            {Object.entries(rs.fixedUnits).map(([id, c]) => (
              <div key={id}>
                <ZoneDiagram kind="fixed" cls={id} label={`${c.name[lang]} · ${t(`attack.${c.attack}` as MessageKey)}`} />
              </div>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
