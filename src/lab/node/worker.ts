// A lab worker thread (tinypool): plays one game per task and answers its record and log (task.ts).
export { answerTask as default } from '../task';
