// The complete rules (docs/rules.md, the project's own rules document, in English with the Polish
// game terms), shown inside the help guide. Loaded with the help only; the text is the project's
// own file, bundled at build time, so rendering its HTML is safe.
import { useMemo } from 'react';
import { marked } from 'marked';
import rules from '../../../docs/rules.md?raw';

export function RulesText() {
  const html = useMemo(() => marked.parse(rules, { async: false }), []);
  return <div className="rules-text" data-testid="rules-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
