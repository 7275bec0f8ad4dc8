// The log lines of rule modules' events (`{ type: 'module', module, name, data }`): each module's
// writer, asked through its screen part (ui/modules/screenModule.ts); an event no writer knows has no line.
import { screenModule, type ModuleEvent, type ModuleLineContext } from '../modules/screenModule';

export type { ModuleLineContext };
export function moduleLine(c: ModuleLineContext, e: ModuleEvent): string | null {
  const writer = screenModule(e.module)?.logLine;
  const data = (e.data && typeof e.data === 'object' ? e.data : {}) as Record<string, unknown>;
  return writer ? writer(c, e.name, data, e) : null;
}
