// The log lines of rule modules' events (`{ type: 'module', module, name, data }`): each module's
// writer, asked through its screen part (ui/modules/screenModule.ts); an event no writer knows has no line.
import { airDefenceLine } from '../../modules/airDefence/screen/logLines';
import { screenModule, type ModuleEvent, type ModuleLineContext } from '../modules/screenModule';

export type { ModuleLineContext };
type Writer = (c: ModuleLineContext, name: string, data: Record<string, unknown>, e: ModuleEvent) => string | null;

const WRITERS: Record<string, Writer> = { airDefence: airDefenceLine };

export function moduleLine(c: ModuleLineContext, e: ModuleEvent): string | null {
  const writer = screenModule(e.module)?.logLine ?? (Object.prototype.hasOwnProperty.call(WRITERS, e.module) ? WRITERS[e.module] : undefined);
  const data = (e.data && typeof e.data === 'object' ? e.data : {}) as Record<string, unknown>;
  return writer ? writer(c, e.name, data, e) : null;
}
