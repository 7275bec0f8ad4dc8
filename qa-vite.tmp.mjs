import { createServer } from 'vite';
const server = await createServer({ configFile: './vite.config.ts', clearScreen: false, server: { host: '127.0.0.1', port: 5199, strictPort: true, hmr: false, watch: null } });
await server.listen(); console.log('vite up');
