// Help and the language switch on a cover or the end screen itself (the top bar behind is inert).
import { useUiStore } from '../../store';
import { LANGUAGES, useT } from '../../i18n';

export function CoverTools() {
  const t = useT();
  const language = useUiStore((s) => s.language);
  const { setHelp, setLanguage } = useUiStore.getState();
  return (
    <div className="cover-tools" data-testid="cover-tools">
      <button type="button" data-testid="cover-help" title={`${t('help.open')} (?)`} onClick={() => setHelp(true)}>
        <span aria-hidden="true">?</span> {t('help.open')}
      </button>
      <span className="cover-tools__langs" role="group" aria-label={t('language.label')}>
        {LANGUAGES.map((l) => (
          <button key={l} type="button" lang={l} data-testid={`cover-lang-${l}`} aria-pressed={language === l} title={t(`language.${l}.name`)} onClick={() => setLanguage(l)}>
            {t(`language.${l}`)}
          </button>
        ))}
      </span>
    </div>
  );
}
