import { playGame } from '../src/lab/playGame';
import naval from '../src/scenarios/naval-battle.json';
const n = Number(process.argv[2] ?? 2);
for (let k = 0; k < n; k++) { const c = process.cpuUsage(); const r = playGame(naval, 500 + k, { blue: (process.argv[3] ?? 'normal') as any, red: (process.argv[4] ?? 'normal') as any }); const u = process.cpuUsage(c); console.log(500 + k, ((u.user + u.system) / 1e6).toFixed(2), 's', r.actions, 'actions', JSON.stringify(r.result?.winner ?? null), r.error?.code ?? ''); }
