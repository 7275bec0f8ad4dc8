// The rule modules' own editor tools (ScreenModule.editorTools): those of the modules the scenario
// plays with, asked of their screen parts — the editor names no module.
import type { EditorDoc } from '../../editor/document';
import { screenModule, type ModuleEditorTool } from '../modules/screenModule';

export interface ListedTool { key: `module:${string}`; module: string; tool: ModuleEditorTool }

/** The ids of the modules a document lists in `rules.modules`. */
export function modulesOf(doc: EditorDoc): string[] {
  const list = doc.rules?.modules;
  return Array.isArray(list) ? list.flatMap((m) => (m && typeof (m as { id?: unknown }).id === 'string' ? [(m as { id: string }).id] : [])) : [];
}

export function moduleTools(doc: EditorDoc): ListedTool[] {
  return modulesOf(doc).flatMap((id) => (screenModule(id)?.editorTools ?? []).map((tool) => ({ key: `module:${id}:${tool.id}` as const, module: id, tool })));
}

/** The tool of a key `module:<module>:<tool>`, if its module's screen part has it. */
export function moduleEditorTool(key: string): ModuleEditorTool | undefined {
  const [, id, toolId] = key.split(':');
  return screenModule(id)?.editorTools?.find((t) => t.id === toolId);
}
